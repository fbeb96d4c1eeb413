/**
 * Short synthesized sounds (WebAudio, no files). The audio context is created
 * only after the first user gesture, as browsers require.
 */
export type SoundName = 'place' | 'capture' | 'check' | 'error' | 'win' | 'lose' | 'draw';

type Note = [frequency: number, startS: number, lengthS: number, type?: OscillatorType, gain?: number];

const SOUNDS: Record<SoundName, Note[]> = {
  place: [
    [520, 0, 0.07, 'triangle', 0.35],
    [260, 0, 0.05, 'sine', 0.3],
  ],
  capture: [
    [330, 0, 0.08, 'square', 0.12],
    [220, 0.05, 0.1, 'triangle', 0.3],
  ],
  check: [
    [880, 0, 0.09, 'square', 0.1],
    [660, 0.1, 0.12, 'square', 0.1],
  ],
  error: [[180, 0, 0.14, 'sawtooth', 0.08]],
  win: [
    [523, 0, 0.14],
    [659, 0.12, 0.14],
    [784, 0.24, 0.14],
    [1047, 0.36, 0.3],
  ],
  lose: [
    [392, 0, 0.18],
    [330, 0.16, 0.18],
    [262, 0.32, 0.36],
  ],
  draw: [
    [440, 0, 0.16],
    [440, 0.2, 0.2],
  ],
};

export class Sound {
  #context: AudioContext | null = null;
  #unlocked = false;
  muted: boolean;

  constructor(muted: boolean) {
    this.muted = muted;
    const unlock = (): void => {
      this.#unlocked = true;
      removeEventListener('pointerdown', unlock, true);
      removeEventListener('keydown', unlock, true);
    };
    addEventListener('pointerdown', unlock, true);
    addEventListener('keydown', unlock, true);
  }

  play(name: SoundName): void {
    if (this.muted || !this.#unlocked || typeof AudioContext === 'undefined') return;
    try {
      this.#context ??= new AudioContext();
      const ctx = this.#context;
      if (ctx.state === 'suspended') void ctx.resume();
      const now = ctx.currentTime;
      for (const [frequency, start, length, type = 'sine', gain = 0.25] of SOUNDS[name]) {
        const osc = ctx.createOscillator();
        const amp = ctx.createGain();
        osc.type = type;
        osc.frequency.value = frequency;
        amp.gain.setValueAtTime(0.0001, now + start);
        amp.gain.exponentialRampToValueAtTime(gain, now + start + 0.01);
        amp.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
        osc.connect(amp).connect(ctx.destination);
        osc.start(now + start);
        osc.stop(now + start + length + 0.02);
      }
    } catch {
      // No audio device: play silently.
    }
  }
}
