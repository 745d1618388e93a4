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
  if (typeof value === 'number') return Number.isFinite(value) ? inRange(value) : undefined
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
  return Number.isFinite(ms) ? inRange(ms) : undefined
}

/**
 * The times the gateway can write (`formatServerTime`: years 0000 to 9999, Beijing): 1e17 or a date in the
 * year 10000 is no time, else writing it back (the seckill's price call) threw 'Invalid time value' or sent
 * '+010000-01 01T00:00'.
 */
export const FIRST_SERVER_TIME = Date.parse(`0000-01-01T00:00:00${SERVER_UTC_OFFSET}`)
export const LAST_SERVER_TIME = Date.parse(`9999-12-31T23:59:59.999${SERVER_UTC_OFFSET}`)
const inRange = (ms: number): number | undefined => (ms >= FIRST_SERVER_TIME && ms <= LAST_SERVER_TIME ? ms : undefined)

/** Beijing wall-clock text `YYYY-MM-DD HH:mm:ss` for `ms`, whatever the phone's zone (the gateway's time format). */
export function formatServerTime (ms: number): string {
  const beijing = new Date(ms + 8 * 3600_000).toISOString()
  return `${beijing.slice(0, 10)} ${beijing.slice(11, 19)}`
}

const DAY_MS = 86_400_000
const BEIJING_OFFSET_MS = 8 * 3_600_000
const two = (n: number): string => String(n).padStart(2, '0')

/** The Beijing calendar day number of a time (days since 1970-01-01 in UTC+8), whatever the phone's zone. */
export const beijingDay = (ms: number): number => Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS)

/** Month, day, and `HH:mm` of a time on a Beijing wall clock, whatever the phone's zone. */
export function beijingClock (ms: number): { month: number, day: number, time: string } {
  const d = new Date(ms + BEIJING_OFFSET_MS)
  return { month: d.getUTCMonth() + 1, day: d.getUTCDate(), time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` }
}
