import { action, actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { startsBurst } from '@/renderer/click'
import type { Location } from '@/platform/rules'
import type { FilterInfo, PoolCategory, PoolModelOption, PpnList, PreStatBody, SearchBody } from '@/services/productPool'
import { POOL_SCENE } from '@/services/productPool'
import type { RootStore } from '@/stores'
import { FILTER_CACHE_MS, GEO_CACHE_MS, MODEL_CACHE_MS, ADDRESS_CACHE_MS, TtlCache } from './cache'
import {
  choiceCount, confirmPrices, EMPTY_PANEL, filterParams, PRE_STAT_DEBOUNCE_MS, priceInput, toggleOption, withoutEmptyGroups,
  type FilterGroup, type FilterParams, type PanelChoice
} from './filters'
import { cardsOf, type PoolCard } from './item'
import { ADDRESS_STORAGE_KEY, ADDRESS_TIMEOUT_MS, LOCATION_WAIT_MS, addressIdFor, placeKey, within, withRetry } from './location'
import { canLoadMore, footerOf, nextPageIndex, pageAnswered, type ListFooter, type ListStatus } from '@/ui/EndlessList/pages'
import { PAGE_SIZE, FIRST_PAGE, SCROLL_DEBOUNCE_MS } from './paging'
import { chooseBrand, chooseCategory, chooseModel, confirmPicker, idParam, type PickerChoice } from './picker'
import { bucketInputs, bucketMatching, bucketsOf, type PriceBucket } from './priceBuckets'
import { INITIAL_SORT, nextSort, type SortButton, type SortValue } from './sort'
import type { ProductPoolModel } from './types'

type Deps = Pick<RootStore, 'clock' | 'services' | 'platform' | 'session' | 'city'>

/** What the visitor's location gave: the located city and the address id, each possibly none. */
interface Place { locateCityId?: number, addressId?: string, location?: Location }

/** Where a picker draft lives: the bar's dropdown or the filter panel's nested picker. */
export type PickerPlace = 'dropdown' | 'panel'

/**
 * The product pool's state (001 §4 "Product pool", §5, §7, §9): the chosen
 * tab, sort, model picker and filter panel (each with a draft while open),
 * the list's pages as they came, and the calls behind them: answers cached on
 * the server clock (filter and geo 5 minutes, models 60 s, address 5 minutes),
 * an answer to an older search never shown over a newer one, one retry of the
 * city lookup. Pages are kept as the arrays they came in (a shallow
 * observable), so appending one leaves every earlier page's cards untouched.
 */
export class ProductPoolStore {
  tabIndex = 0
  sort: SortValue = INITIAL_SORT
  /** The applied picker (dropdown, second sift or panel) and the applied panel choices. */
  picker: PickerChoice = {}
  panel: PanelChoice = EMPTY_PANEL

  /** Which overlay is open. */
  open: 'none' | 'picker' | 'panel' = 'none'
  pickerDraft: PickerChoice = {}
  panelDraft: PanelChoice = EMPTY_PANEL
  panelPicker: PickerChoice = {}
  /** Filter groups shown whole (over 9 options). */
  readonly expanded = observable.set<string>()

  categories: PoolCategory[] = []
  /**
   * The current pool's categories are on their way (the second sift row keeps its place meanwhile): from
   * the start, since start() asks for them after the first render, which drew no row, and the row's
   * coming then moved the list (Lighthouse's pool CLS 0.006; test/e2e/layoutShift.test.ts).
   */
  categoriesAsked = true
  /** Models of the open picker's category and brand (undefined while asked). */
  models: PoolModelOption[] | undefined = undefined
  filterInfo: FilterInfo | undefined = undefined
  ppn: PpnList | undefined = undefined
  preStat: string | undefined = undefined

  pages: ReadonlyArray<readonly PoolCard[]> = []
  /** Searches the visitor started (tab, sort, sift, picker, panel): the view brings the list's top back into view. */
  restarts = 0
  status: ListStatus = 'idle'
  place: Place = {}

  private readonly filterCache: TtlCache<FilterInfo>
  private readonly categoryCache: TtlCache<PoolCategory[]>
  private readonly ppnCache: TtlCache<PpnList>
  private readonly preStatCache: TtlCache<string | undefined>
  private readonly modelCache: TtlCache<PoolModelOption[]>
  private readonly geoCache: TtlCache<number | undefined>
  private readonly addressCache: TtlCache<string | undefined>
  /** The search on screen; answers of another are stale. */
  private searchSeq = 0
  private preStatSeq = 0
  private seen = new Map<string, number>()
  private scrollTimer: ReturnType<typeof setTimeout> | undefined
  private preStatTimer: ReturnType<typeof setTimeout> | undefined
  private sentinelVisible = false
  /** How many pages were drawn when the end's visibility last reported was measured (a report is about those pages). */
  private visibleAtPages = 0
  private placeReady: Promise<void> | undefined
  private placeSettled = false
  private disposed = false

  constructor (private model: ProductPoolModel, private readonly root: Deps) {
    const now = () => root.clock.now()
    this.filterCache = new TtlCache(FILTER_CACHE_MS, now)
    this.categoryCache = new TtlCache(FILTER_CACHE_MS, now)
    this.ppnCache = new TtlCache(FILTER_CACHE_MS, now)
    this.preStatCache = new TtlCache(FILTER_CACHE_MS, now)
    this.modelCache = new TtlCache(MODEL_CACHE_MS, now)
    this.geoCache = new TtlCache(GEO_CACHE_MS, now)
    this.addressCache = new TtlCache(ADDRESS_CACHE_MS, now)
    makeObservable<ProductPoolStore, 'model' | 'countMatches' | 'resetTo'>(this, {
      model: observableRef,
      tabIndex: observable,
      sort: observable,
      picker: observableRef,
      panel: observableRef,
      open: observable,
      pickerDraft: observableRef,
      panelDraft: observableRef,
      panelPicker: observableRef,
      categories: observableRef,
      categoriesAsked: observable,
      models: observableRef,
      filterInfo: observableRef,
      ppn: observableRef,
      preStat: observable,
      pages: observableRef,
      status: observable,
      restarts: observable,
      place: observableRef,
      tab: computed,
      groups: computed,
      buckets: computed,
      bucketIndex: computed,
      footer: computed,
      panelCount: computed,
      filtersOn: computed,
      start: action,
      chooseTab: action,
      tapSort: action,
      siftCategory: action,
      openPicker: action,
      pickCategory: action,
      pickBrand: action,
      pickModel: action,
      confirmPickerDraft: actionBound,
      close: actionBound,
      openPanel: actionBound,
      toggleOption: action,
      toggleExpanded: action,
      setMin: actionBound,
      setMax: actionBound,
      chooseBucket: action,
      resetPanel: actionBound,
      confirmPanel: actionBound,
      retry: actionBound,
      countMatches: action,
      resetTo: action,
      update: action
    })
  }

  get settings (): ProductPoolModel {
    return this.model
  }

  get tab (): ProductPoolModel['tabs'][number] {
    return this.model.tabs[Math.min(this.tabIndex, this.model.tabs.length - 1)]
  }

  /** The panel's groups, empty ones left out (001 §5): fineness, preference, SKU and price PPNs, condition, secondary, warranty. */
  get groups (): FilterGroup[] {
    const info = this.filterInfo
    const ppn = this.ppn
    const groups: FilterGroup[] = []
    if (info) {
      groups.push({ key: 'fineness', title: t('yanxuanProductPool.filter.fineness'), field: 'gaeaFinenessIds', options: info.fineness })
      groups.push({ key: 'preference', title: t('yanxuanProductPool.filter.preference'), field: 'preferenceTagList', options: info.preferences })
    }
    if (ppn) {
      for (const g of ppn.sku) groups.push({ key: `sku:${g.id}`, title: g.name, field: 'gaeaSkuPpvIds', options: g.options })
      for (const g of ppn.price) groups.push({ key: `price:${g.id}`, title: g.name, field: 'gaeaPricePpvIds', options: g.options })
      groups.push({ key: 'condition', title: t('yanxuanProductPool.filter.condition'), field: 'conditionTagList', options: ppn.condition })
      groups.push({ key: 'secondary', title: t('yanxuanProductPool.filter.secondary'), field: 'conditionTagList', options: ppn.secondary })
      groups.push({ key: 'warranty', title: t('yanxuanProductPool.filter.warranty'), field: 'warrantyPeriodTag', options: ppn.warranty })
    }
    return withoutEmptyGroups(groups)
  }

  get buckets (): PriceBucket[] {
    return bucketsOf(this.filterInfo?.priceBuckets ?? [])
  }

  /** The bucket the panel's price inputs match. */
  get bucketIndex (): number | undefined {
    return bucketMatching(this.buckets, { min: this.panelDraft.minText, max: this.panelDraft.maxText })
  }

  get footer (): ListFooter {
    return footerOf({ pages: this.pages, status: this.status })
  }

  /** Choices in the open panel. */
  get panelCount (): number {
    return choiceCount(this.panelDraft)
  }

  /** Whether the applied filters narrow the list (the bar's filter button shows it). */
  get filtersOn (): boolean {
    return choiceCount(this.panel) > 0 || this.picker.brandId !== undefined || this.picker.modelId !== undefined
  }

  // ---- Life -----------------------------------------------------------------

  /** The view mounted: the place, the categories and the first page (once; a remount keeps what is loaded). */
  start (): () => void {
    if (!this.placeReady) {
      this.placeReady = this.locate()
      void this.loadCategories()
      this.search(false)
    }
    return () => {
      this.clearScrollTimer()
      this.clearPreStatTimer()
    }
  }

  /** A refresh brought the config again (same uuid): the chosen tab stays if its pool is still there. */
  update (model: ProductPoolModel): void {
    if (model === this.model) return
    const poolId = this.tab.poolId
    this.model = model
    const index = model.tabs.findIndex((tab) => tab.poolId === poolId)
    if (index >= 0) {
      this.tabIndex = index
      return
    }
    // The pool on screen is gone from the config: the first one, afresh (even at the same index).
    this.resetTo(0)
  }

  dispose (): void {
    this.disposed = true
    this.clearScrollTimer()
    this.clearPreStatTimer()
  }

  // ---- Tabs, sort, second sift ------------------------------------------------

  /** 001 §4: a tab change resets the sort (and the filters and the list: they belong to another pool). */
  chooseTab (index: number): void {
    // A burst of taps is one tap (a toggle tapped twenty times is not twenty searches): renderer/click.ts.
    if (!startsBurst(this, `tab:${index}`)) return
    if (index < 0 || index >= this.model.tabs.length) return
    if (index === this.tabIndex && this.pages.length) return
    this.resetTo(index)
  }

  /** Another pool on screen: its own sort, filters, categories and list. */
  private resetTo (index: number): void {
    this.tabIndex = index
    this.sort = INITIAL_SORT
    this.picker = {}
    this.panel = EMPTY_PANEL
    this.open = 'none'
    this.categories = []
    this.ppn = undefined
    this.expanded.clear()
    void this.loadCategories()
    this.search()
  }

  tapSort (button: SortButton): void {
    // A burst of taps is one tap (a toggle tapped twenty times is not twenty searches): renderer/click.ts.
    if (!startsBurst(this, `sort:${button}`)) return
    const sort = nextSort(this.sort, button)
    if (sort === this.sort) return
    this.sort = sort
    this.search()
  }

  /** The second sift row: a category, or every one (this folder's README.md). */
  siftCategory (categoryId: number | undefined): void {
    // A burst of taps is one tap (a toggle tapped twenty times is not twenty searches): renderer/click.ts.
    if (!startsBurst(this, `sift:${String(categoryId)}`)) return
    if (categoryId === this.picker.categoryId && this.picker.brandId === undefined) return
    this.picker = categoryId === undefined ? {} : { categoryId }
    this.search()
  }

  // ---- Model picker -------------------------------------------------------------

  openPicker (): void {
    if (this.open === 'picker') {
      this.close()
      return
    }
    this.open = 'picker'
    const applied = this.picker
    this.pickerDraft = applied.brandId !== undefined || !this.categories.length ? { ...applied } : chooseCategory(this.categories, applied.categoryId ?? this.categories[0].id)
    void this.loadCategories(true)
    void this.loadModels(this.pickerDraft)
  }

  /** 001 §4: a category resets the brand to its first and clears the model. */
  pickCategory (place: PickerPlace, categoryId: number): void {
    this.setDraft(place, chooseCategory(this.categories, categoryId))
  }

  /** 001 §4: a brand clears the model. */
  pickBrand (place: PickerPlace, brandId: number): void {
    this.setDraft(place, chooseBrand(this.draftOf(place), brandId))
  }

  /** 001 §4: the chosen model again deselects it. */
  pickModel (place: PickerPlace, modelId: number): void {
    this.setDraft(place, chooseModel(this.draftOf(place), modelId))
  }

  draftOf (place: PickerPlace): PickerChoice {
    return place === 'dropdown' ? this.pickerDraft : this.panelPicker
  }

  /** A brand is chosen and its models are still on their way: the confirm cannot check the choice yet (the view shows it disabled). */
  modelsLoading (place: PickerPlace): boolean {
    return this.draftOf(place).brandId !== undefined && this.models === undefined
  }

  /** The dropdown's confirm: "please choose a model" / "no models available to choose" (001 §5, §8), else the list anew. */
  confirmPickerDraft (): void {
    // A disabled button: the tap neither acts nor opens a burst, so the first tap once the models came applies.
    if (this.modelsLoading('dropdown')) return
    // A burst of taps is one tap (a toggle tapped twenty times is not twenty searches): renderer/click.ts.
    if (!startsBurst(this, `pickerConfirm`)) return
    const checked = this.checkPicker(this.pickerDraft)
    if (!checked) return
    this.picker = checked
    this.open = 'none'
    this.search()
  }

  close (): void {
    this.open = 'none'
    this.preStatSeq++
    this.clearPreStatTimer()
  }

  // ---- Filter panel ---------------------------------------------------------------

  openPanel (): void {
    this.open = 'panel'
    this.panelDraft = this.panel
    this.panelPicker = { ...this.picker }
    void this.loadCategories(true)
    if (this.panelPicker.brandId !== undefined) void this.loadModels(this.panelPicker)
    // Counted once the groups are known: choices of groups not listed are not sent (filterParams).
    this.preStat = undefined
    // On open at once: nothing is being tapped yet.
    void Promise.all([this.loadFilterInfo(), this.loadPpn(this.panelPicker)]).then(() => { if (this.open === 'panel') this.countMatches(true) })
  }

  /** 001 §5: warranty single-select, the rest multi-select. */
  toggleOption (group: FilterGroup, id: string): void {
    // A burst of taps is one tap (a toggle tapped twenty times is not twenty searches): renderer/click.ts.
    if (!startsBurst(this, `option:${group.key}:${id}`)) return
    const chosen = toggleOption(group, this.panelDraft.options[group.key] ?? [], id)
    this.panelDraft = { ...this.panelDraft, options: { ...this.panelDraft.options, [group.key]: chosen } }
    this.countMatches()
  }

  toggleExpanded (key: string): void {
    if (this.expanded.has(key)) this.expanded.delete(key)
    else this.expanded.add(key)
  }

  /** 001 §5: at most 6 digits; an empty value clears the bound. */
  setMin (text: string): void {
    this.panelDraft = { ...this.panelDraft, minText: priceInput(text) }
    this.countMatches()
  }

  setMax (text: string): void {
    this.panelDraft = { ...this.panelDraft, maxText: priceInput(text) }
    this.countMatches()
  }

  /** A bucket fills both inputs ('unlimited' empties them). */
  chooseBucket (bucket: PriceBucket): void {
    const { min, max } = bucketInputs(bucket)
    this.panelDraft = { ...this.panelDraft, minText: min, maxText: max }
    this.countMatches()
  }

  /** Reset clears the panel (its nested picker too). */
  resetPanel (): void {
    this.panelDraft = EMPTY_PANEL
    this.panelPicker = {}
    this.models = undefined
    void this.loadPpn(this.panelPicker).then(() => this.countMatches())
  }

  /** Confirm (001 §5): bounds swapped or dropped as they will be sent, the panel's picker checked, the list anew. */
  confirmPanel (): void {
    if (this.modelsLoading('panel')) return
    // A burst of taps is one tap (a toggle tapped twenty times is not twenty searches): renderer/click.ts.
    if (!startsBurst(this, `panelConfirm`)) return
    const picker = this.panelPicker.brandId === undefined ? this.panelPicker : this.checkPicker(this.panelPicker)
    if (!picker) return
    const { minPrice, maxPrice } = confirmPrices(this.panelDraft.minText, this.panelDraft.maxText)
    this.panel = { ...this.panelDraft, minText: minPrice === undefined ? '' : String(minPrice), maxText: maxPrice === undefined ? '' : String(maxPrice) }
    this.picker = picker
    this.close()
    this.search()
  }

  // ---- The list -------------------------------------------------------------------

  /**
   * The list's end came within reach (the view's sentinel): the next page after 100 ms of quiet (001 §9).
   * `drawnPages`: the pages drawn when that was measured; a sighting measured before the last page was drawn
   * (over the list a new sort emptied, say) asks for nothing.
   */
  nearBottom (visible: boolean, drawnPages = this.pages.length): void {
    this.sentinelVisible = visible
    this.visibleAtPages = drawnPages
    if (!visible) {
      this.clearScrollTimer()
      return
    }
    this.scheduleMore()
  }

  /** After a failed page: the same page again. */
  retry (): void {
    if (this.status !== 'error') return
    this.status = 'idle'
    void this.loadPage(this.searchSeq)
  }

  /** The search body of the applied choices for a page (001 §3 "Pool filter"). */
  searchBody (pageIndex: number): SearchBody {
    return {
      ...this.appliedParams(),
      sortValue: this.sort,
      pageIndex,
      poolId: this.tab.poolId,
      addressId: this.place.addressId,
      locateCityId: this.place.locateCityId
    }
  }

  // ---- Calls ------------------------------------------------------------------------

  private appliedParams (): FilterParams {
    return filterParams(this.picker, this.panel, this.groups)
  }

  /** A new search: the list empties and its first page is asked (answers of the previous search are ignored). */
  private search (byVisitor = true): void {
    const seq = ++this.searchSeq
    if (byVisitor) this.restarts++
    this.pages = []
    this.seen = new Map()
    this.status = 'idle'
    this.clearScrollTimer()
    void this.loadPage(seq)
  }

  private async loadPage (seq: number): Promise<void> {
    if (!canLoadMore({ status: this.status })) return
    runInAction(() => { this.status = 'loading' })
    // The first page waits for the place, at most LOCATION_WAIT_MS (a refused location: at once, without it).
    if (this.placeReady && !this.placeSettled) {
      await within(this.placeReady, LOCATION_WAIT_MS, undefined)
      this.placeSettled = true
    }
    if (seq !== this.searchSeq || this.disposed) return
    const pageIndex = nextPageIndex({ pages: this.pages }, FIRST_PAGE)
    try {
      const answer = await this.root.services.productPool.search(this.searchBody(pageIndex))
      if (seq !== this.searchSeq || this.disposed) return
      let got = 0
      runInAction(() => {
        // A page is 20; an answer of hundreds (a bug upstream) must not become one setData of hundreds of cards.
        const cards = cardsOf(answer.items.slice(0, PAGE_SIZE * 2), this.seen)
        got = cards.length
        const next = pageAnswered(this.pages, cards)
        this.pages = next.pages
        this.status = next.status
      })
      // A short page left the end in view: the next one, as a scroll would ask it. A full page (ten rows of
      // cards) fills any screen: an end "in view" then is a report from before it rendered, and the next one
      // waits for the visitor's scroll (the list's second page came or not depending on the observer's timing).
      if (this.status === 'idle' && this.sentinelVisible && got < PAGE_SIZE) this.scheduleMore(true)
    } catch {
      if (seq !== this.searchSeq || this.disposed) return
      runInAction(() => { this.status = 'error' })
    }
  }

  /** `afterShortPage`: the end is in view after a page too short to push it out (no fresh report will come). */
  private scheduleMore (afterShortPage = false): void {
    this.clearScrollTimer()
    this.scrollTimer = setTimeout(() => {
      this.scrollTimer = undefined
      const fresh = afterShortPage || this.visibleAtPages === this.pages.length
      if (fresh && this.sentinelVisible && canLoadMore({ status: this.status }) && this.pages.length) void this.loadPage(this.searchSeq)
    }, SCROLL_DEBOUNCE_MS)
  }

  private clearPreStatTimer (): void {
    if (this.preStatTimer !== undefined) clearTimeout(this.preStatTimer)
    this.preStatTimer = undefined
  }

  private clearScrollTimer (): void {
    if (this.scrollTimer !== undefined) clearTimeout(this.scrollTimer)
    this.scrollTimer = undefined
  }

  /** Location → city (one retry) and the stored address, in parallel; each may be none. */
  private async locate (): Promise<void> {
    const { platform, services, session } = this.root
    const city = (async () => {
      let location: Location
      try {
        location = await platform.getLocation()
      } catch {
        return { locateCityId: undefined, location: undefined }
      }
      const locateCityId = await this.geoCache.get(placeKey(location), async () => {
        const found = await withRetry(() => services.productPool.locateCity({ longitude: location.longitude, latitude: location.latitude }))
        return found?.id
      }).catch(() => undefined)
      return { locateCityId, location }
    })()
    const address = this.addressCache.get(session.userKey ?? '', () =>
      within(platform.storage.get(ADDRESS_STORAGE_KEY).then((stored) => addressIdFor(stored, session.userKey)), ADDRESS_TIMEOUT_MS, undefined))
    const [located, addressId] = await Promise.all([city, address.catch(() => undefined)])
    runInAction(() => { this.place = { ...located, addressId } })
  }

  private async loadCategories (toastFailure = false): Promise<void> {
    const poolId = this.tab.poolId
    runInAction(() => { this.categoriesAsked = true })
    try {
      const categories = await this.categoryCache.get(poolId, () => this.root.services.productPool.categoryAndBrand({ scene: POOL_SCENE, poolId }))
      if (poolId === this.tab.poolId) runInAction(() => { this.categories = categories })
    } catch (error) {
      if (toastFailure && poolId === this.tab.poolId) this.root.platform.toast(errorMessage(error))
    } finally {
      if (poolId === this.tab.poolId) runInAction(() => { this.categoriesAsked = false })
    }
  }

  private async loadModels (choice: PickerChoice): Promise<void> {
    const poolId = this.tab.poolId
    runInAction(() => { this.models = undefined })
    if (choice.categoryId === undefined || choice.brandId === undefined) {
      runInAction(() => { this.models = [] })
      return
    }
    const params = { scene: POOL_SCENE, poolId, gaeaCategoryId: idParam(choice.categoryId), gaeaBrandId: idParam(choice.brandId) }
    let models: PoolModelOption[]
    try {
      models = await this.modelCache.get(JSON.stringify(params), () => this.root.services.productPool.models(params))
    } catch (error) {
      // Not "no models available": the visitor hears why, and the bar's dropdown closes, so a tap opens it and asks again.
      if (poolId === this.tab.poolId) {
        this.root.platform.toast(errorMessage(error))
        if (this.open === 'picker' && this.pickerDraft === choice) runInAction(() => this.close())
      }
      models = []
    }
    // Only the choice still open gets its models (a quick second tap asked for another brand).
    const open = this.open === 'panel' ? this.panelPicker : this.pickerDraft
    if (poolId === this.tab.poolId && open.categoryId === choice.categoryId && open.brandId === choice.brandId) runInAction(() => { this.models = models })
  }

  private async loadFilterInfo (): Promise<void> {
    const cityId = this.root.city.id
    try {
      const info = await this.filterCache.get(String(cityId), () => this.root.services.productPool.filterInfo({ cityId }))
      runInAction(() => { this.filterInfo = info })
    } catch (error) {
      this.root.platform.toast(errorMessage(error))
    }
  }

  private async loadPpn (choice: PickerChoice): Promise<void> {
    const poolId = this.tab.poolId
    const params = { scene: POOL_SCENE, poolId, gaeaCategoryId: idParam(choice.categoryId), gaeaBrandId: idParam(choice.brandId), gaeaProductId: idParam(choice.modelId) }
    try {
      const ppn = await this.ppnCache.get(JSON.stringify(params), () => this.root.services.productPool.ppnList(params))
      if (poolId === this.tab.poolId) runInAction(() => { this.ppn = ppn })
    } catch (error) {
      if (poolId === this.tab.poolId && this.open === 'panel') this.root.platform.toast(errorMessage(error))
    }
  }

  /**
   * The confirm button's count: pre-stat of the panel's choices (001 §7), asked PRE_STAT_DEBOUNCE_MS after
   * the last change (five quick taps are one call); a change clears it, and only the newest selection's
   * answer shows.
   */
  private countMatches (now = false): void {
    const seq = ++this.preStatSeq
    this.preStat = undefined
    this.clearPreStatTimer()
    if (now) {
      this.askPreStat(seq)
      return
    }
    this.preStatTimer = setTimeout(() => {
      this.preStatTimer = undefined
      if (seq === this.preStatSeq && this.open === 'panel' && !this.disposed) this.askPreStat(seq)
    }, PRE_STAT_DEBOUNCE_MS)
  }

  private askPreStat (seq: number): void {
    const { location, locateCityId } = this.place
    const body: PreStatBody = {
      ...filterParams(this.panelPicker, this.panelDraft, this.groups),
      sortValue: this.sort,
      page: FIRST_PAGE,
      size: PAGE_SIZE,
      longitude: location?.longitude,
      latitude: location?.latitude,
      cityId: this.root.city.id,
      localCityId: locateCityId,
      scene: POOL_SCENE,
      poolId: this.tab.poolId
    }
    this.preStatCache.get(JSON.stringify(body), () => this.root.services.productPool.preStat(body)).then(
      (text) => { if (seq === this.preStatSeq) runInAction(() => { this.preStat = text }) },
      () => undefined
    )
  }

  private setDraft (place: PickerPlace, choice: PickerChoice): void {
    const before = this.draftOf(place)
    if (place === 'dropdown') this.pickerDraft = choice
    else this.panelPicker = choice
    if (before.categoryId !== choice.categoryId || before.brandId !== choice.brandId) void this.loadModels(choice)
    if (place === 'panel') {
      // Another model may have other SKU values: its groups first, then the count.
      if (before.categoryId !== choice.categoryId || before.brandId !== choice.brandId || before.modelId !== choice.modelId) void this.loadPpn(choice).then(() => this.countMatches())
      else this.countMatches()
    }
  }

  /** The picker's rule on confirm, with its toast; the choice to apply, or undefined. */
  private checkPicker (choice: PickerChoice): PickerChoice | undefined {
    // Nothing chosen: every category, as before any choice.
    if (choice.categoryId === undefined) return {}
    const models = this.models
    if (models === undefined) return undefined
    const checked = confirmPicker(choice, models)
    if (checked.ok) return checked.choice
    this.root.platform.toast(t(checked.reason === 'chooseModel' ? 'yanxuanProductPool.picker.chooseModel' : 'yanxuanProductPool.picker.noModels'))
    return undefined
  }
}
