import { makeAutoObservable } from 'mobx'

/**
 * The server-synchronised clock. Phones' clocks are often wrong, so every
 * countdown, session window and "now" in the page reads this clock, which the
 * gateway layer corrects from each answer's server time.
 */
export class ClockStore {
  /** Server time minus the phone's time, in ms. */
  offsetMs = 0
  synced = false

  constructor (private readonly localNow: () => number = Date.now) {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  sync (serverMs: number, receivedAt: number = this.localNow()): void {
    this.offsetMs = serverMs - receivedAt
    this.synced = true
  }

  /** The server's current time in ms. */
  now (): number {
    return this.localNow() + this.offsetMs
  }
}
