/**
 * The guarded action: every visitor action that calls the gateway (sign-up,
 * claims, grabs, draws, answers, bookings) goes through `run`.
 *
 *   1. lock per item — a tap while that item's call is on its way is dropped;
 *      the lock is taken synchronously, before the first await, so twenty
 *      taps in one tick make exactly one call; it is released when the call
 *      settles, failure included;
 *   2. throttle (optional, leading only: the spec's 250, 500 and 200 ms) —
 *      a tap within `throttleMs` of the last accepted one is dropped; only an
 *      accepted tap starts the window (a tap dropped as busy does not), unless
 *      `burst`: then every dropped tap, busy or throttled, extends it;
 *   3. login gate — once the page knows who the visitor is (a tap during the
 *      first user call waits for it), one who is not logged in goes to log in.
 *
 * The throttle is a timestamp per item rather than a throttle library's
 * wrapper: the caller must know a tap was dropped (the outcome), per item key.
 */
import { observable, runInAction, type ObservableSet } from 'mobx'

export interface GuardOptions {
  needsLogin?: boolean
  /** Leading-only throttle window, ms. */
  throttleMs?: number
  /**
   * A tap dropped by the throttle moves the window's end too, as navigation taps do
   * (renderer/click.ts): taps spread over longer than the window still make one action.
   * For actions that open another page (the host's subscribe page), whose call settles at once.
   */
  burst?: boolean
}

export type GuardOutcome<T> =
  | { status: 'done', value: T }
  | { status: 'failed', error: unknown }
  | { status: 'busy' }
  | { status: 'throttled' }
  | { status: 'login' }

export interface GuardDeps {
  isLoggedIn (): boolean
  /** Resolves once the page knows whether the visitor is logged in (the current-user call answered). */
  whenUserKnown? (): Promise<void>
  login (): Promise<void>
  /** A failed call or login: say why (the platform's toast with the error's message). */
  onError? (error: unknown): void
  /** The phone's monotonic-enough clock for throttle windows. */
  now? (): number
}

export interface Guard {
  run<T> (key: string, action: () => Promise<T>, options?: GuardOptions): Promise<GuardOutcome<T>>
  /** Whether an item's call is on its way (observable: a view can show a busy state). */
  isBusy (key: string): boolean
}

export function createGuard (deps: GuardDeps): Guard {
  const locked: ObservableSet<string> = observable.set()
  const lastAccepted = new Map<string, number>()
  const now = deps.now ?? Date.now

  return {
    isBusy: (key) => locked.has(key),
    async run<T> (key: string, action: () => Promise<T>, options: GuardOptions = {}): Promise<GuardOutcome<T>> {
      if (locked.has(key)) {
        // A burst's taps while its call is on its way belong to it too: the window runs from the last of them,
        // so a slow call's answer does not open the door to the same burst's next tap.
        if (options.burst) lastAccepted.set(key, now())
        return { status: 'busy' }
      }
      const at = now()
      if (options.throttleMs) {
        const last = lastAccepted.get(key)
        if (last !== undefined && at - last < options.throttleMs && at >= last) {
          if (options.burst) lastAccepted.set(key, at)
          return { status: 'throttled' }
        }
      }
      lastAccepted.set(key, at)
      runInAction(() => locked.add(key))
      try {
        if (options.needsLogin) {
          await deps.whenUserKnown?.()
          if (!deps.isLoggedIn()) {
            try {
              await deps.login()
            } catch (error) {
              deps.onError?.(error)
            }
            return { status: 'login' }
          }
        }
        return { status: 'done', value: await action() }
      } catch (error) {
        deps.onError?.(error)
        return { status: 'failed', error }
      } finally {
        runInAction(() => locked.delete(key))
      }
    }
  }
}
