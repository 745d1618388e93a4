import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { measureFloors, scrollToBlock, FLOOR_SCROLL_MS, type FloorJumps } from '@/renderer/floors'
import type { ComponentMeta } from '@/renderer/types'
import { pageSettle } from '@/platform/settle'
import { activeTab, barScrollLeft, sticks, MEASURE_AFTER_MS, SCROLL_DEBOUNCE_MS, type FloorNavModel } from './model'

/**
 * The floor navigation's state: where its floors and the bar itself are, the page's scroll (debounced 50 ms),
 * and from them the active tab and whether the bar sticks. A tab's tap scrolls to its floor under the bar and
 * holds that tab active until the scroll is over.
 *
 * Positions are measured 1 s after the bar renders (001 §9), then again whenever they may have moved, for as
 * long as the page is open: at every scroll's rest, and when what lies above a floor changed without a scroll
 * (the page's block window mounting blocks or giving them way, a block's answer, an image: `onResize`), 50 ms
 * after it rests. The page's window fills it as the visitor goes: positions taken once no longer hold (issue 51).
 */
export class FloorNavStore {
  tops: ReadonlyArray<number | undefined> = []
  barTop: number | undefined = undefined
  barHeight = 0
  barWidth = 0
  scrollTop = 0
  chosen: number | undefined = undefined

  private debounce: ReturnType<typeof setTimeout> | undefined
  private measureTimer: ReturnType<typeof setTimeout> | undefined
  private chosenTimer: ReturnType<typeof setTimeout> | undefined
  /** Emulator builds under test: the bar's first measurement and a scroll it has yet to read are work in flight (lib/settle.ts). */
  private measuring: (() => void) | undefined
  private reading: (() => void) | undefined
  private resizeTimer: ReturnType<typeof setTimeout> | undefined
  /** The first measurement (1 s after the bar renders) is done: a change of the page's size is measured again. */
  private measured = false
  /** Taps so far: a tap's hold on its tab ends only if no later tap came. */
  private taps = 0

  constructor (private model: FloorNavModel, private readonly component: ComponentMeta, private readonly page: FloorJumps) {
    makeObservable<FloorNavStore, 'model'>(this, {
      model: observableRef,
      tops: observableRef,
      barTop: observable,
      barHeight: observable,
      barWidth: observable,
      scrollTop: observable,
      chosen: observable,
      active: computed,
      fixed: computed,
      barScrollLeft: computed,
      update: action,
      setScroll: action
    })
  }

  get active (): number {
    return this.chosen ?? activeTab(this.tops, this.scrollTop, this.barHeight)
  }

  /** A bar of more than 5 tabs: where it is scrolled to show the active tab (the bar's own scroll, never the page's). */
  get barScrollLeft (): number {
    return barScrollLeft(this.active, this.model.tabs.length, this.barWidth)
  }

  get fixed (): boolean {
    return sticks(this.barTop, this.scrollTop)
  }

  /** The view mounted: measure after 1 s (001 §9). */
  start (): () => void {
    this.measuring = pageSettle()?.('floor bar measuring its floors')
    this.measureTimer = setTimeout(() => {
      void this.measure().finally(() => {
        this.measured = true
        this.endMeasuring()
      })
    }, MEASURE_AFTER_MS)
    return () => {
      clearTimeout(this.measureTimer)
      clearTimeout(this.resizeTimer)
      clearTimeout(this.debounce)
      clearTimeout(this.chosenTimer)
      this.endMeasuring()
      this.endReading()
    }
  }

  private endMeasuring (): void {
    this.measuring?.()
    this.measuring = undefined
  }

  private endReading (): void {
    this.reading?.()
    this.reading = undefined
  }

  /** The page scrolled (every event): handled once it rests 50 ms. */
  onScroll (scrollTop: number): void {
    clearTimeout(this.debounce)
    this.reading ??= pageSettle()?.('floor bar reading the scroll')
    this.debounce = setTimeout(() => {
      this.setScroll(scrollTop)
      this.endReading()
    }, SCROLL_DEBOUNCE_MS)
  }

  /**
   * The page's content changed size without a scroll (a block's answer, an image): the floors are measured
   * again once it rests 50 ms, or the active tab would follow old positions until the next scroll.
   */
  onResize (): void {
    if (!this.measured) return
    clearTimeout(this.resizeTimer)
    this.measuring ??= pageSettle()?.('floor bar measuring its floors')
    this.resizeTimer = setTimeout(() => { void this.measure().finally(() => this.endMeasuring()) }, SCROLL_DEBOUNCE_MS)
  }

  setScroll (scrollTop: number): void {
    this.scrollTop = scrollTop
    // Where the floors are now: the window mounts and gives way as the visitor scrolls.
    void this.measure()
  }

  /** A tab: scroll to its floor, under the bar. */
  async tap (index: number): Promise<void> {
    const tab = this.model.tabs[index]
    if (!tab) return
    runInAction(() => { this.chosen = index })
    clearTimeout(this.chosenTimer)
    const tap = ++this.taps
    // The page may first mount and measure the blocks above the floor (a long page: a second or two).
    await scrollToBlock(this.page, tab.floor, this.barHeight)
    // A later tap holds its own tab.
    if (tap !== this.taps) return
    // The tab stays chosen through the scroll's animation and its last debounced event.
    this.chosenTimer = setTimeout(() => runInAction(() => { this.chosen = undefined }), FLOOR_SCROLL_MS + SCROLL_DEBOUNCE_MS * 4)
    // The jump measured the blocks on its way: the floors are where they are now.
    await this.measure()
  }

  update (model: FloorNavModel): void {
    if (model === this.model) return
    this.model = model
    void this.measure()
  }

  async measure (): Promise<void> {
    const floors = this.model.tabs.map((t) => t.floor)
    const { boxes } = await measureFloors([...floors, this.component.uuid])
    const bar = boxes.get(this.component.uuid)
    runInAction(() => {
      this.tops = floors.map((f) => boxes.get(f)?.top)
      // While the bar is fixed its slot keeps a placeholder in its place, so the slot's top is still its own.
      // A bar of no height is not drawn (hidden for a moment, or fixed without its placeholder): its place
      // then says nothing, and taking it would fix the bar with no placeholder (the slots below moving up).
      if (bar && bar.height > 0) {
        this.barTop = bar.top
        this.barHeight = bar.height
        this.barWidth = bar.width
      }
    })
  }
}
