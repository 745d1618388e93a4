/** Countdown display rules shared by every ticking block (000 §2; 001 seckill and coupon sessions). */

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** Days are shown only when above 0 (000 §2). */
  showDays: boolean
}

export const pad2 = (n: number): string => String(n).padStart(2, '0')

/**
 * Seconds left, rounded up (00:00:01 shows until zero is reached, and 00:00:00
 * means zero), split into parts; never negative.
 */
export function countdownParts (remainingMs: number): CountdownParts {
  const total = Math.max(0, Math.ceil(remainingMs / 1000))
  const days = Math.floor(total / 86400)
  return {
    days,
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    showDays: days > 0
  }
}
