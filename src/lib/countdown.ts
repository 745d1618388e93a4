/**
 * What every countdown on the page does at zero (000 §4 countdown: "At zero
 * the page reloads after 520 ms"; 001 §4 flash sale: "When the countdown
 * reaches zero the page reloads about 520 ms later"; both §9): a silent
 * refresh of the page's data, so the server decides what comes next. The
 * countdown block and the flash sale share it.
 */

/** 000 §9 "Reload after countdown zero 520 ms"; 001 §9 "page reload 520 ms after zero". */
export const RELOAD_AFTER_ZERO_MS = 520

/**
 * The reload a countdown owes once it reaches a zero: RELOAD_AFTER_ZERO_MS
 * later, once per zero (the next ticks past the same zero ask nothing more),
 * a later zero replacing one still pending. `cancel` drops a pending reload
 * (the countdown's view or block went away).
 */
export class ReloadAfterZero {
  private reloadedFor: number | undefined
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor (private readonly reload: () => void) {}

  /** The time `target`, which a countdown was counting to, has been reached (however late the tick came). */
  reached (target: number): void {
    if (this.reloadedFor === target) return
    this.reloadedFor = target
    this.cancel()
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.reload()
    }, RELOAD_AFTER_ZERO_MS)
  }

  cancel (): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }
}
