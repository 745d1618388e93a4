import { action, computed, computedStruct, makeObservable, observableRef, reaction } from 'mobx'
import { t } from '@/i18n'
import { ReloadAfterZero } from '@/lib/countdown'
import type { RootStore } from '@/stores'
import { countdownSentence, isAboutToEnd, pickCountdown, type CountdownState } from './model'
import type { CountdownModel } from './types'

type Deps = Pick<RootStore, 'clock' | 'page' | 'platform'>

/**
 * The countdown's side effects on the shared tick (000 §4): the 'about to
 * end' toast once, and at zero a silent refresh of the page's data 520 ms
 * later, so the server decides what comes next. It watches the tick only
 * while its view is on the page (`start` on mount, the returned stop on
 * unmount, which also clears a pending refresh).
 */
export class CountdownStore {
  private toastShown = false
  /** The target shown on the previous tick. */
  private shownTarget: number | undefined = undefined
  private readonly reload: ReloadAfterZero

  constructor (private model: CountdownModel, private readonly root: Deps) {
    this.reload = new ReloadAfterZero(() => { void root.page.refresh() })
    makeObservable<CountdownStore, 'model'>(this, { model: observableRef, state: computedStruct, visible: computed, spoken: computed, update: action })
  }

  /** What to show (observes the shared tick; equal states compare equal, so its observers re-render only when the phase or target changes). */
  get state (): CountdownState | undefined {
    return pickCountdown(this.model.windows, this.root.clock.tickNow)
  }

  /**
   * What a screen reader says (model.ts countdownSentence): read on every tick, it changes once a minute, so its
   * view re-renders only then (issue 53: a reader is not flooded; the digits are hidden from it).
   */
  get spoken (): string | undefined {
    const state = this.state
    return state ? countdownSentence(state.phase, state.target - this.root.clock.tickNow) : undefined
  }

  /** Whether there is a window to count to (changes twice at most: its views re-render only then). */
  get visible (): boolean {
    return this.state !== undefined
  }

  start (): () => void {
    const stop = reaction(() => this.root.clock.tickNow, (now) => this.onTick(now), { fireImmediately: true })
    return () => {
      stop()
      this.reload.cancel()
    }
  }

  onTick (now: number): void {
    // Zero is reached when a target we were counting to has passed, however late this tick landed
    // (past the end there is no window left to pick).
    const reached = this.shownTarget
    if (reached !== undefined && now >= reached) this.reload.reached(reached)
    const state = pickCountdown(this.model.windows, now)
    this.shownTarget = state?.target
    if (state && isAboutToEnd(state, now, this.toastShown)) {
      this.toastShown = true
      this.root.platform.toast(t('countdown.aboutToEnd'))
    }
  }

  update (model: CountdownModel): void {
    this.model = model
  }

  dispose (): void {
    this.reload.cancel()
  }
}
