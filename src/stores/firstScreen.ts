import { actionBound, makeObservable, observable } from 'mobx'

/**
 * The longest the page's secondary work waits for its first screen (a slow block's code, a page that
 * never shows one): then it starts anyway.
 */
const FIRST_SCREEN_WAIT_MS = 2000

/**
 * Whether the page's first screen is on screen: its first batch of blocks, or a placeholder of its own.
 * Work the first screen does not need (who the visitor is, the stores and code of the blocks further
 * down) waits for it, so on a slow phone and network it does not compete with the first screen for the
 * main thread and the connection, and the visitor sees the campaign sooner. Nothing waits longer than
 * FIRST_SCREEN_WAIT_MS once the page has started waiting.
 */
export class FirstScreen {
  shown = false
  /** Resolves once shown (or given up on). */
  readonly whenShown: Promise<void>
  private resolve: () => void = () => undefined
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor () {
    this.whenShown = new Promise<void>((resolve) => { this.resolve = resolve })
    makeObservable(this, { shown: observable, markShown: actionBound })
  }

  markShown (): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
    if (this.shown) return
    this.shown = true
    this.resolve()
  }

  /** Starts the clock on FIRST_SCREEN_WAIT_MS (the page's start, startCampaign, calls it). */
  waitAtMost (ms = FIRST_SCREEN_WAIT_MS): void {
    if (this.shown || this.timer !== undefined) return
    this.timer = setTimeout(this.markShown, ms)
  }

  dispose (): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }
}
