import { createAtom, makeObservable, observable, action, type IAtom } from 'mobx'

/** Every ticking display changes once a second (000 §9, 001 §9: countdown and seckill clocks tick 1 s). */
export const TICK_MS = 1000

export interface Timers {
  setTimeout (fn: () => void, ms: number): unknown
  clearTimeout (handle: unknown): void
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
}

/**
 * The server-synchronised clock and the page's one shared tick.
 *
 * Phones' clocks are often wrong, so every countdown, session window and "now"
 * reads this clock, which the gateway client corrects from each answer's
 * server-time header and the page from `sysTime` fields.
 *
 * `tickNow` is the server time of the last whole second. It is observable and
 * lazy: the single 1 s timer runs only while something observes it (a MobX
 * observer view, a reaction), stops when the last observer goes away (unmount),
 * and pauses while the page is hidden. So there is one timer per page, however
 * many countdowns it shows, and none after the page is gone.
 */
export class ClockStore {
  /** Server time minus the phone's time, in ms. */
  offsetMs = 0
  synced = false

  private current: number
  private readonly atom: IAtom
  private observed = false
  private visible = true
  private timer: unknown

  constructor (private readonly localNow: () => number = Date.now, private readonly timers: Timers = realTimers) {
    this.current = this.wholeSecond()
    this.atom = createAtom('clock.tick', () => this.onObserved(), () => this.onUnobserved())
    makeObservable<ClockStore, 'retick'>(this, { offsetMs: observable, synced: observable, sync: action, retick: action })
  }

  /** Whether a response header has set the clock: its stamp is exact, so body fields defer to it. */
  private fromHeader = false

  /**
   * Takes the server's time `serverMs`, stamped at the phone's `atLocalMs`. Nonsense values are ignored.
   * A time read from an answer's body (`sysTime`, source 'body') only counts while no response header has
   * given one: the header is stamped at the request itself, a body may have waited (a prefetched page).
   */
  sync (serverMs: number, atLocalMs: number = this.localNow(), source: 'header' | 'body' = 'header'): void {
    if (!Number.isFinite(serverMs) || serverMs <= 0 || !Number.isFinite(atLocalMs)) return
    if (source === 'body' && this.fromHeader) return
    if (source === 'header') this.fromHeader = true
    this.offsetMs = serverMs - atLocalMs
    this.synced = true
    if (this.running()) this.retick()
  }

  /** The server's current time in ms (not observed: for actions, not for displays). */
  now (): number {
    return this.localNow() + this.offsetMs
  }

  /** The server time at the last whole second, for displays: observing it keeps the shared tick running. */
  get tickNow (): number {
    this.atom.reportObserved()
    return this.current
  }

  /** The page went to the background (host page hide, `visibilitychange`): no tick until it is shown. */
  pause (): void {
    this.visible = false
    this.stop()
  }

  /** The page is shown again: catch up at once, then tick on the second. */
  resume (): void {
    this.visible = true
    if (this.observed) this.retick()
  }

  dispose (): void {
    this.visible = false
    this.stop()
  }

  private wholeSecond (): number {
    // Timers fire a little late: round to the nearest second so a tick at 12:00:00.004 shows 12:00:00.
    return Math.round(this.now() / TICK_MS) * TICK_MS
  }

  private running (): boolean {
    return this.observed && this.visible
  }

  private retick (): void {
    this.current = this.wholeSecond()
    this.atom.reportChanged()
    this.schedule()
  }

  private schedule (): void {
    this.stop()
    if (!this.running()) return
    const delay = TICK_MS - (((this.now() % TICK_MS) + TICK_MS) % TICK_MS) || TICK_MS
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined
      this.retick()
    }, delay)
  }

  private stop (): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer)
    this.timer = undefined
  }

  private onObserved (): void {
    this.observed = true
    this.current = this.wholeSecond()
    this.schedule()
  }

  private onUnobserved (): void {
    this.observed = false
    this.stop()
  }
}
