/**
 * The price counter (001 §5, §9: "animates from the daily price down to the
 * lowest price over 1.2 s"). No per-frame state: each digit is a strip of
 * 0–9 moved by a CSS transition, so the whole animation is one state change
 * (one setData in mini-programs), as nutui's AnimatingNumbers does.
 */

export const COUNT_UP_MS = 1200
/** The strip of one digit column: 0–9, then a blank for a column the shorter number does not use. */
export const STRIP = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ' '] as const
const BLANK = STRIP.length - 1

export type Cell = { kind: 'digit', index: number } | { kind: 'char', text: string }

const digitCell = (c: string | undefined): Cell => (c !== undefined && /\d/.test(c) ? { kind: 'digit', index: Number(c) } : { kind: 'digit', index: BLANK })

/**
 * Both texts laid out in the same columns, units under units: the integer
 * parts are right-aligned digit columns (a column the shorter number lacks
 * starts or ends blank); what follows the integer part of the target (`.3万`)
 * comes after them, its digits rolling in from blank, its other characters
 * (a sign, `万`, `.`) shown as they are.
 */
export function alignColumns (from: string, to: string): Array<{ from: Cell, to: Cell }> {
  const integer = (s: string) => /^\d*/.exec(s)?.[0] ?? ''
  const fromInt = integer(from)
  const toInt = integer(to)
  const width = Math.max(fromInt.length, toInt.length)
  const columns: Array<{ from: Cell, to: Cell }> = []
  for (let i = 0; i < width; i++) {
    columns.push({ from: digitCell(fromInt.padStart(width, ' ')[i]), to: digitCell(toInt.padStart(width, ' ')[i]) })
  }
  for (const c of to.slice(toInt.length)) {
    columns.push(/\d/.test(c) ? { from: { kind: 'digit', index: BLANK }, to: digitCell(c) } : { from: { kind: 'char', text: c }, to: { kind: 'char', text: c } })
  }
  return columns
}

/** The strip's offset for a digit, as a percentage of its own height. */
export const stripOffset = (index: number): string => `translateY(-${((index * 100) / STRIP.length).toFixed(4)}%)`

/** A column the number does not use, once the roll is over: a figure space, as wide as a digit in tabular figures. */
export const FIGURE_SPACE = '\u2007'

/**
 * The text the count-up settles on once its roll is over: `to` in the same columns (a column the shorter
 * number does not use stays as wide, blank), so swapping the strips for one text moves nothing.
 */
export function settledText (from: string, to: string): string {
  return alignColumns(from, to).map(({ to: cell }) => (cell.kind === 'char' ? cell.text : cell.index === BLANK ? FIGURE_SPACE : STRIP[cell.index])).join('')
}

/** A bound on what one block remembers (a block lists at most a few dozen prices; a refresh adds its new ranges). */
const ROLLED_KEPT = 200

/**
 * The count-ups a block has rolled, by card and range. A block mounted again after giving way (the page's
 * block window, issue 42) shows each price where it landed instead of rolling it again: a visitor scrolling
 * back saw every price roll a second time, and the strips (three nodes a digit) filled the page while they did.
 * A new range (a refresh's answer) rolls, as it always did. Kept by the block's store, which outlives its view.
 */
export class RolledCounts {
  private readonly done = new Set<string>()

  static key (card: string | number, from: string, to: string): string {
    return `${card}|${from}>${to}`
  }

  has (key: string): boolean {
    return this.done.has(key)
  }

  add (key: string): void {
    if (this.done.has(key)) return
    if (this.done.size >= ROLLED_KEPT) this.done.delete(this.done.values().next().value as string)
    this.done.add(key)
  }
}
