/**
 * The price counter (001 §5, §9: "animates from the daily price down to the
 * lowest price over 1.2 s"). No per-frame state: each digit is a strip of
 * 0–9 moved by a CSS transition, so the whole animation is one state change
 * (one setData in mini-programs), as nutui's AnimatingNumbers does.
 */

export const COUNT_UP_MS = 1200
/** The strip of one digit column: 0–9, then a blank for a column the shorter number does not use. */
export const STRIP = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ' '] as const
export const BLANK = STRIP.length - 1

export type Cell = { kind: 'digit', index: number } | { kind: 'char', text: string }

/**
 * Both texts laid out in the same columns, right-aligned (units under
 * units): digits become strip positions, anything else (a sign, `万`, `.`)
 * stays a character of the target text.
 */
export function alignColumns (from: string, to: string): Array<{ from: Cell, to: Cell }> {
  const width = Math.max(from.length, to.length)
  const pad = (s: string) => s.padStart(width, ' ')
  const a = pad(from)
  const b = pad(to)
  const cell = (c: string): Cell => (/\d/.test(c) ? { kind: 'digit', index: Number(c) } : c === ' ' ? { kind: 'digit', index: BLANK } : { kind: 'char', text: c })
  return [...b].map((c, i) => {
    const target = cell(c)
    const start = cell(a[i])
    // A column that holds a character in the target shows it from the start.
    return target.kind === 'char' ? { from: target, to: target } : { from: start.kind === 'digit' ? start : { kind: 'digit', index: BLANK }, to: target }
  })
}

/** The strip's offset for a digit, as a percentage of its own height. */
export const stripOffset = (index: number): string => `translateY(-${((index * 100) / STRIP.length).toFixed(4)}%)`
