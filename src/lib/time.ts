/**
 * Times from the gateway: epoch ms (number or digits) or a wall-clock string
 * such as `2026-11-11 00:00:00`, which is Beijing time whatever the phone's zone.
 */
export const SERVER_UTC_OFFSET = '+08:00'

/**
 * Total over any JSON value: the value comes from config and answers (a
 * `sysTime` that is an object or an array), so anything but a finite number
 * or a readable string is no time at all, never a throw.
 */
export function parseServerTime (value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!text) return undefined
  let ms: number
  const wallClock = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
  if (/^\d+$/.test(text)) ms = Number(text)
  else if (wallClock) {
    const [, y, mo, d, h = '00', mi = '00', s = '00'] = wallClock
    ms = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${SERVER_UTC_OFFSET}`)
  } else ms = Date.parse(text)
  // '2026-13-45' or 400 digits: no time rather than NaN or Infinity.
  return Number.isFinite(ms) ? ms : undefined
}

/** Beijing wall-clock text `YYYY-MM-DD HH:mm:ss` for `ms`, whatever the phone's zone (the gateway's time format). */
export function formatServerTime (ms: number): string {
  const beijing = new Date(ms + 8 * 3600_000).toISOString()
  return `${beijing.slice(0, 10)} ${beijing.slice(11, 19)}`
}
