// Why the AI plays a move and what it thinks of a position, as the engine
// reports them: codes and numbers, never words. Apps translate them.

/** Gomoku: why the engine plays its move (core/gomoku/ai/engine.h, HintCode). */
export type GomokuHintCode =
  | 'no_move'
  | 'opening'
  | 'five'
  | 'blocks_four'
  | 'open_four'
  | 'double_four'
  | 'vcf'
  | 'vct'
  | 'forced_win'
  | 'four_stops_three'
  | 'stops_three'
  | 'four_three'
  | 'four'
  | 'double_three'
  | 'open_three'
  | 'blocks_three'
  | 'builds_two'
  | 'blocks_two'
  | 'develops';

export interface GomokuHintReason {
  code: GomokuHintCode;
  /** 'vcf' and 'forced_win': the mover's own moves to five; else 0. */
  moves: number;
  /** The search sees the position lost whatever is played. */
  lost: boolean;
}

/** Xiangqi: the engine's verdict on a position (core/xiangqi/ai/hint.h, Verdict). */
export type XiangqiVerdict = 'level' | 'slightly_better' | 'better' | 'winning' | 'can_mate' | 'has_won' | 'rule_win';

export interface XiangqiEvaluation {
  verdict: XiangqiVerdict;
  /** Who is ahead; null when the game is level. */
  side: 'red' | 'black' | null;
  /** 'can_mate': full moves to mate; else 0. */
  moves: number;
}

/** Xiangqi: why the AI answers a draw offer as it does (core/xiangqi/ai/draw.h, DrawAnswer); see AiDrawAnswer. */
export type XiangqiDrawCode = 'accept' | 'too_early' | 'better';

/** The reason type of each game's AI answers. */
export interface AiReasonOf {
  gomoku: GomokuHintReason;
  xiangqi: XiangqiEvaluation;
}
