import { action, actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { t } from '@/i18n'
import { errorDetail, errorMessage, isShownError } from '@/lib/errors'
import type { PageParams, PageService } from '@/services/page'
import type { ActivityPage } from '@/services/types'
import type { ComponentConfig } from '@/lib/types'
import { componentUuids, offlineVariant, pageAttributesOf, sanitizeComponents, sysTimeOf, type OfflineVariant, type PageAttributes, type SkippedEntry } from './model'

export type { PageParams }

export type PageState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed', message: string }
  | { kind: 'empty' }
  | { kind: 'offline', variant: OfflineVariant }
  | { kind: 'loaded' }

/** A refresh tap this soon after the last reload settled belongs to the same burst (as navigation taps' 800 ms). */
export const RELOAD_BURST_MS = 800

export interface PageStoreDeps {
  service: PageService
  clock: { now (): number, sync (serverMs: number, atLocalMs: number, source?: 'header' | 'body'): void }
  /** Called with the uuids still on the page after each load, so block stores of vanished components go. */
  retainBlocks?: (uuids: Set<string>) => void
  localNow?: () => number
}

/**
 * The activity page: loading → loaded (with its status) or failed (000 §4).
 *
 * Two ways to load: `load`/`reload` show the loading mask (first visit, the
 * placeholder's refresh button); `refresh` is silent (a countdown reached
 * zero, a session ended): the page stays on screen and its blocks keep their
 * state where their uuid survives. Every load carries a sequence number, so a
 * slower, older answer never replaces a newer one. Refreshes asked for while
 * one is on its way share one follow-up request, sent when it settles: the
 * answer is never older than the moment it was asked for (a countdown at zero
 * must not get the data of a refresh sent before zero), and a burst of asks
 * costs two requests at most.
 *
 * The answer is kept as it came (`observableRef`): blocks read it through
 * their models, and a deep observable copy of the whole config would cost a
 * clone per load and a subscription per field.
 */
export class PageStore {
  state: PageState = { kind: 'loading' }
  page: ActivityPage | undefined = undefined
  attributes: PageAttributes = {}
  components: ComponentConfig[] = []
  /** Entries of the answer that could not be shown (named in preview). */
  skipped: SkippedEntry[] = []
  params: PageParams | undefined = undefined
  /**
   * Design px a bar fixed at the bottom of the screen takes (the bottom navigation): the page's last
   * block and the fixed controls keep clear of it.
   */
  bottomInset = 0
  /**
   * A jump to a floor under way (a floor tab, a coupon's "go use": renderer/floors.ts scrollToBlock): the page's
   * list mounts what the page needs to land on that block and says when it may scroll (`floorReady`).
   */
  floorJump: { uuid: string, seq: number } | undefined = undefined
  private floorWaiter: { seq: number, resolve: (current: boolean) => void } | undefined = undefined
  private jumpSeq = 0
  /** Steps the page's list took for the jump under way (what it mounted on the way): a jump still moving is not stalled. */
  private jumpSteps = 0
  private seq = 0
  private viewRecorded = false
  private reloadSettledAt: number | undefined = undefined
  private lastReloadTapAt: number | undefined = undefined
  private refreshing: Promise<void> | undefined = undefined
  private reloading: Promise<void> | undefined = undefined
  private followUp: Promise<void> | undefined = undefined

  constructor (private readonly deps: PageStoreDeps) {
    // reload: the placeholder's refresh button takes it as it is.
    makeObservable<PageStore, 'fetch' | 'apply'>(this, {
      state: observableRef,
      page: observableRef,
      attributes: observableRef,
      components: observableRef,
      skipped: observableRef,
      params: observableRef,
      bottomInset: observable,
      setBottomInset: action,
      floorJump: observableRef,
      requestFloor: action,
      endFloor: action,
      preview: computed,
      markInvalid: action,
      markFailed: action,
      load: action,
      reload: actionBound,
      refresh: action,
      fetch: action,
      apply: action
    })
  }

  get preview (): boolean {
    return !!this.params?.preview
  }

  /**
   * Asks the page's list to make the block of `uuid` reachable. `ready` resolves true once the list says the
   * page may scroll to it, false when another jump took over first.
   */
  requestFloor (uuid: string): { seq: number, ready: Promise<boolean> } {
    this.floorWaiter?.resolve(false)
    const seq = ++this.jumpSeq
    this.jumpSteps = 0
    this.floorJump = { uuid, seq }
    return { seq, ready: new Promise<boolean>((resolve) => { this.floorWaiter = { seq, resolve } }) }
  }

  /** The page's list took a step towards the jump `seq`'s floor. */
  floorStep (seq: number): void {
    if (this.floorJump?.seq === seq) this.jumpSteps++
  }

  /** How many steps the list took for the jump `seq` (-1 once it is not the jump under way). */
  floorSteps (seq: number): number {
    return this.floorJump?.seq === seq ? this.jumpSteps : -1
  }

  /** The page's list: the jump `seq` may scroll now. */
  floorReady (seq: number): void {
    if (this.floorWaiter?.seq !== seq) return
    this.floorWaiter.resolve(true)
    this.floorWaiter = undefined
  }

  /** The jump `seq` is over (landed, or gave up): the list windows its blocks as before. */
  endFloor (seq: number): void {
    if (this.floorJump?.seq !== seq) return
    this.floorJump = undefined
    this.floorWaiter?.resolve(false)
    this.floorWaiter = undefined
  }

  setBottomInset (designPx: number): void {
    this.bottomInset = Number.isFinite(designPx) && designPx > 0 ? designPx : 0
  }

  markInvalid (): void {
    this.state = { kind: 'invalid' }
  }

  markFailed (message: string): void {
    this.state = { kind: 'failed', message: message || t('page.failed') }
  }

  /** First load, with the loading mask. */
  load (params: PageParams): Promise<void> {
    this.params = params
    return this.fetch(false)
  }

  /**
   * Loads again with the mask (the placeholder's refresh button). Taps while one is on its way join it:
   * twenty taps on 刷新 during an outage are one page call, not twenty at a struggling gateway.
   */
  reload (): Promise<void> {
    if (!this.params) return Promise.resolve()
    // Taps of the same burst that land after a failed reload (the placeholder is back) are dropped too:
    // the mask hides the button while it loads, so they are the burst's, not a new try (RELOAD_BURST_MS).
    // Every tap of the burst counts, those that joined the reload on its way and those dropped: the window runs
    // from the later of the last tap and the answer, so taps spread over a slow reload make one call.
    const now = (this.deps.localNow ?? Date.now)()
    const lastTap = this.lastReloadTapAt
    this.lastReloadTapAt = now
    if (this.reloading) return this.reloading
    const since = Math.max(this.reloadSettledAt ?? -Infinity, lastTap ?? -Infinity)
    if (this.reloadSettledAt !== undefined && now >= since && now - since < RELOAD_BURST_MS) return Promise.resolve()
    this.reloading = this.fetch(false).finally(() => {
      this.reloading = undefined
      this.reloadSettledAt = (this.deps.localNow ?? Date.now)()
    })
    return this.reloading
  }

  /** Loads again in the background; the page stays on screen. Calls made meanwhile share one follow-up. */
  refresh (): Promise<void> {
    if (!this.params) return Promise.resolve()
    if (!this.refreshing) {
      this.refreshing = this.fetch(true).finally(() => { this.refreshing = undefined })
      return this.refreshing
    }
    this.followUp ??= this.refreshing.then(() => {
      this.followUp = undefined
      return this.refresh()
    })
    return this.followUp
  }

  private async fetch (silent: boolean): Promise<void> {
    const params = this.params as PageParams
    const seq = ++this.seq
    // Only a page already on screen can be refreshed without the mask.
    const quiet = silent && this.state.kind !== 'loading'
    if (!quiet) this.state = { kind: 'loading' }
    const localNow = this.deps.localNow ?? Date.now
    const sentAt = localNow()
    try {
      const page = await this.deps.service.fetchPage(params)
      if (seq !== this.seq) return
      this.apply(page, (sentAt + localNow()) / 2)
    } catch (e) {
      if (seq !== this.seq) return
      runInAction(() => {
        // A failed silent refresh keeps the page the visitor is looking at.
        if (quiet && (this.state.kind === 'loaded' || this.state.kind === 'offline')) return
        this.state = { kind: 'failed', message: this.failureText(e) }
      })
    }
  }

  /**
   * What the placeholder says: the gateway's or the catalogue's message (000 §8: a 403 says no permission),
   * never an exception's own text; preview names that cause for the operator.
   */
  private failureText (error: unknown): string {
    if (isShownError(error)) return errorMessage(error)
    return this.preview ? t('page.crashed.preview', { reason: errorDetail(error) }) : t('page.failed')
  }

  private apply (page: ActivityPage | null, stampedAt: number): void {
    if (!page) {
      this.state = { kind: 'empty' }
      return
    }
    const { components, skipped } = sanitizeComponents(page.components)
    const sysTime = sysTimeOf(components)
    if (sysTime !== undefined) this.deps.clock.sync(sysTime, stampedAt, 'body')
    this.page = page
    this.attributes = pageAttributesOf(page.pageAttribute)
    this.components = components
    this.skipped = skipped
    this.deps.retainBlocks?.(componentUuids(components))
    const variant = offlineVariant(page, this.deps.clock.now())
    this.state = variant ? { kind: 'offline', variant } : { kind: 'loaded' }
    this.recordView(page)
  }

  /** 001 §7: once per page view (this instance), when its page first shows; silent refreshes record nothing; a failure costs nothing. */
  private recordView (page: ActivityPage): void {
    if (this.viewRecorded || this.state.kind !== 'loaded' || this.preview || page.id === undefined) return
    this.viewRecorded = true
    this.deps.service.recordView({ pageId: page.id }).catch(() => undefined)
  }

  /** Refreshes one component; the answer replaces it in the list (000 §4). */
  async refreshComponent (componentId: number | string): Promise<void> {
    if (!this.params) return
    const fresh = await this.deps.service.fetchComponent({ componentId, cityId: this.params.cityId, preview: this.params.preview })
    if (!fresh) return
    runInAction(() => {
      this.components = this.components.map((c) => (String(c.id) === String(componentId) ? fresh : c))
    })
  }
}
