import type { BoardTheme } from './theme.js';

/** The board's backdrop: the theme's background with a soft glow towards the upper left. */
export function drawBoardBackground(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  theme: BoardTheme,
): void {
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, width, height);
  const glow = ctx.createRadialGradient(
    width * 0.35,
    height * 0.3,
    0,
    width * 0.5,
    height * 0.5,
    Math.max(width, height) * 0.75,
  );
  glow.addColorStop(0, theme.backgroundGlow);
  glow.addColorStop(1, theme.background);
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
}
