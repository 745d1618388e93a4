/**
 * Times from the gateway: epoch ms (number or digits) or a wall-clock string
 * such as `2026-11-11 00:00:00`, which is Beijing time whatever the phone's zone.
 */
export const SERVER_UTC_OFFSET = '+08:00'

export function parseServerTime (value: number | string | null | undefined): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const wallClock = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
  if (wallClock) {
    const [, y, mo, d, h = '00', mi = '00', s = '00'] = wallClock
    return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}${SERVER_UTC_OFFSET}`)
  }
  const ms = Date.parse(text)
  return Number.isFinite(ms) ? ms : undefined
}

/** Beijing wall-clock text `YYYY-MM-DD HH:mm:ss` for `ms`, whatever the phone's zone (the gateway's time format). */
export function formatServerTime (ms: number): string {
  const beijing = new Date(ms + 8 * 3600_000).toISOString()
  return `${beijing.slice(0, 10)} ${beijing.slice(11, 19)}`
}
