/** A bar's width, clamped: 001's seckill bar never looks empty or full (40–96.27 %); the default is 0–100. */
export function clampPercent (percent: number, min = 0, max = 100): number {
  if (!Number.isFinite(percent)) return min
  return Math.min(max, Math.max(min, percent))
}
