/**
 * Flash sale (001 §2 "Flash sale", §3 "Flash sale info", §4 session state,
 * product visibility, progress label; §5, §6, §8, §9): one or two sessions
 * on the server clock, their products with live prices, progress, booking
 * and the countdown's toast. Pure; the store and view apply it (the reload
 * 520 ms after zero is `@/lib/countdown`'s, shared with the countdown block).
 */
import Big from 'big.js'
import { bool, color, isObject, list, num, str, type Raw } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { beijingClock, beijingDay, parseServerTime } from '@/lib/time'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'
import type { ComponentConfig } from '@/lib/types'
import { clampPercent } from '@/ui/ProgressBar/model'
import { pad2 } from '@/ui/CountdownText/model'
import { isSoldOut, parseProduct, passesPriceRules, withLivePrice, type ActivityStyle, type LivePriceLoad, type Prices } from '@/product'
import type {
  SeckillDisplay, SeckillItem, SeckillModel, SeckillProductConfig, SeckillProgress, SeckillSession, SeckillSettings,
  SessionPrices, SessionState, ShownSession
} from './types'
import meta from './meta'

/** 001 §4, §9: "Soon: before start, on the same day or within 1 hour" (appointment-soon threshold 1 hour). */
export const SOON_WITHIN_MS = 3_600_000
/** 001 §9: "Seckill max 2 sessions". */
export const MAX_SESSIONS = 2
/** 001 §4: "at 3 seconds or less a toast … appears once". */
export const TOAST_AT_OR_BELOW_S = 3
/** 001 §5, §9: the appointment label shows when the start is more than 10 minutes (600000 ms) away. */
export const APPOINTMENT_LABEL_MIN_MS = 600_000
/** 001 §5, §9: "Progress bar width is clamped between 40% and 96.27%". */
export const PROGRESS_CLAMP = [40, 96.27] as const
/**
 * Progress thresholds when the config gives none: 001 §4 says "Exact threshold
 * values (xpct, ypct) are configuration; their source is not shown". 10 and 90
 * are the chosen defaults.
 */
export const DEFAULT_XPCT = 10
export const DEFAULT_YPCT = 90
/** Booking (001 §7): the host's subscribe page with this scene and activity type. */
export const SECKILL_SCENE_CODE = 'yx_flash_sale'
export const SECKILL_ACT_TYPE = 1
/** 001 §2: the channel page gets `from=avatarYanxuanSeckill` while a seckill is running. */
export const CHANNEL_FROM_SECKILL = 'avatarYanxuanSeckill'
/**
 * The price rules a seckill card is held to (001 §4: "sold out if … price
 * rules fail"; the seckill has no activityStyle): those of a NORMAL card, i.e.
 * no negative lowest price and the lowest not above the daily price.
 */
export const SECKILL_PRICE_STYLE: ActivityStyle = 'NORMAL'
/** Most sessions read from config (not in the spec; only 2 are ever shown). */
export const MAX_SESSIONS_READ = 20

// ---- Reading the config -------------------------------------------------

/** An id from config; -1 means "all" and is no id (001 §5). */
function idOf (v: unknown): number | undefined {
  const n = num(v)
  return n === undefined || n === -1 ? undefined : n
}

/** An id that may be a number or a text (sessId, actId). */
function keyOf (v: unknown): number | string | undefined {
  return typeof v === 'number' ? (Number.isFinite(v) ? v : undefined) : str(v)
}

const timeOf = (v: unknown): number | undefined => (typeof v === 'number' || typeof v === 'string' ? parseServerTime(v) : undefined)

/** A percent threshold in 0–100, or undefined. */
function percentOf (v: unknown): number | undefined {
  const n = num(v)
  return n !== undefined && n >= 0 && n <= 100 ? n : undefined
}

/**
 * The thresholds: each falls back to its default when missing or outside
 * 0–100; if the low one then lies above the high one, both defaults (a
 * swapped pair would make the 'already grabbed' range empty).
 */
function thresholdsOf (raw: Raw): { xpct: number, ypct: number } {
  const xpct = percentOf(raw.xpct) ?? DEFAULT_XPCT
  const ypct = percentOf(raw.ypct) ?? DEFAULT_YPCT
  return xpct <= ypct ? { xpct, ypct } : { xpct: DEFAULT_XPCT, ypct: DEFAULT_YPCT }
}

/** The tabs' own colours in style.scss: white on p.$brand chosen, brown on a pale tint not. */
const TAB_ON = { bg: '#d0211a', text: '#ffffff' }
const TAB_OFF = { bg: '#fff3f0', text: '#8c5a50' }

function parseSettings (raw: Raw, notes: string[]): SeckillSettings {
  const count = num(raw.productCount)
  // Each tab's text on its fill (15/12 px: 4.5:1), against the stylesheet's where one side is unset.
  const tab = (bgRaw: unknown, textRaw: unknown, own: { bg: string, text: string }, what: 'seckill.a11y.selectedChar' | 'seckill.a11y.unselectedChar') => {
    const bg = color(bgRaw)
    const text = color(textRaw)
    return { bg, text: text || bg ? configuredText(t(what), text ?? own.text, bg ?? own.bg, notes) : undefined }
  }
  const on = tab(raw.selectedTabBgColor, raw.selectedCharColor, TAB_ON, 'seckill.a11y.selectedChar')
  const off = tab(raw.unselectedTabBgColor, raw.unselectedCharColor, TAB_OFF, 'seckill.a11y.unselectedChar')
  return {
    productCount: count !== undefined && count >= 1 && Number.isInteger(count) ? count : undefined,
    colors: {
      selectedTabBg: on.bg,
      selectedChar: on.text,
      unselectedTabBg: off.bg,
      unselectedChar: off.text
    },
    ...thresholdsOf(raw),
    progressStartText: str(raw.progressStartText) ?? t('seckill.progress.start')
  }
}

/** One product line, or undefined when its product cannot be shown (no id, no name). */
export function parseSeckillProduct (raw: unknown): SeckillProductConfig | undefined {
  if (!isObject(raw)) return undefined
  const product = parseProduct(raw.product, idOf(raw.productId))
  if (!product) return undefined
  const stock = isObject(raw.secondKillProgress) ? raw.secondKillProgress : {}
  const orderCount = num(raw.orderCount)
  return {
    productId: idOf(raw.productId) ?? product.id,
    actId: keyOf(raw.actId),
    categoryId: idOf(raw.categoryId),
    brandId: idOf(raw.brandId),
    product,
    stock: { virtualStock: num(stock.virtualStock), outdoStockUpperLimit: num(stock.outdoStockUpperLimit) },
    showProgressBar: bool(raw.isShowProgressBar),
    showSales: bool(raw.isShowSales),
    orderCount: orderCount !== undefined && orderCount >= 0 ? orderCount : undefined,
    soldCountDesc: str(raw.soldCountDesc)
  }
}

/** One session, or undefined without an id or a usable window (end after start). */
export function parseSession (raw: unknown): SeckillSession | undefined {
  if (!isObject(raw)) return undefined
  const sessId = keyOf(raw.sessId)
  const start = timeOf(raw.seckillStartDt)
  const end = timeOf(raw.seckillEndDt)
  if (sessId === undefined || start === undefined || end === undefined || end <= start) return undefined
  const products = list(raw.productConfigs).map(parseSeckillProduct).filter((p): p is SeckillProductConfig => p !== undefined)
  return { sessId, start, end, products }
}

/** `data.yanxuanSeckill.sysTime` (beside contents, not inside it): the server's clock in ms. */
export function sysTimeOf (component: ComponentConfig | undefined): number | undefined {
  return timeOf(component?.data?.[meta.kind]?.sysTime)
}

/**
 * `contents[0]` (untrusted) → settings and sessions, or the reason it is
 * refused (no sessions list at all). An empty list is valid: the block then
 * says the seckill has ended (001 §2: "all sessions are over or empty").
 */
export function parseSeckill (contents: unknown, component?: ComponentConfig): ParseResult<SeckillModel> {
  if (!isObject(contents)) return invalid(t('config.notObject'))
  if (!Array.isArray(contents.configs)) return invalid(t('config.seckill.noSessions'))
  const sessions = list(contents.configs, MAX_SESSIONS_READ).map(parseSession).filter((s): s is SeckillSession => s !== undefined)
  const notes: string[] = []
  return valid({ settings: parseSettings(contents, notes), sessions, sysTime: sysTimeOf(component) }, notes)
}

// ---- Session state ------------------------------------------------------

/**
 * 001 §4: Doing from start to end, both inclusive; End once the end has
 * passed; before the start Soon when it is on the same Beijing day or at most
 * one hour away (exactly 1 h counts as within), else Next.
 */
export function sessionState (session: Pick<SeckillSession, 'start' | 'end'>, now: number): SessionState {
  if (now > session.end) return 'End'
  if (now >= session.start) return 'Doing'
  const soon = session.start - now <= SOON_WITHIN_MS || beijingDay(session.start) === beijingDay(now)
  return soon ? 'Soon' : 'Next'
}

/** 001 §4: drop the ended sessions, sort the rest by start, keep at most 2. */
export function pickSessions (sessions: readonly SeckillSession[], now: number): SeckillSession[] {
  return sessions.filter((s) => now <= s.end).sort((a, b) => a.start - b.start).slice(0, MAX_SESSIONS)
}

// ---- Products of a session ---------------------------------------------

/**
 * 001 §4 "Overselling filter": hidden when orderCount ≥ virtualStock +
 * outdoStockUpperLimit (equality hides). Without a virtual stock there is
 * nothing to compare and nothing is hidden.
 */
export function isOversold (orderCount: number | undefined, stock: SeckillProductConfig['stock']): boolean {
  if (orderCount === undefined || stock.virtualStock === undefined) return false
  return orderCount >= stock.virtualStock + (stock.outdoStockUpperLimit ?? 0)
}

/** Whether any of the three prices is known. */
const hasAnyPrice = (p: Prices): boolean => p.dailyPrice !== undefined || p.discountPrice !== undefined || p.lowestPrice !== undefined

/**
 * One product's live price from the session's answer. A product the answer
 * leaves out has no price data: treated like a failed load (sold out while
 * Doing, hidden before).
 */
function livePriceOf (prices: SessionPrices, productId: number): LivePriceLoad {
  if (prices === undefined || prices === 'error') return prices
  return prices.get(productId) ?? 'error'
}

/**
 * 001 §4 "Product visibility in a session": oversold products are hidden;
 * in Doing every other product shows, as sold out without price data or when
 * the price rules fail; in Soon / Next a product shows only if it has any
 * price (sold out by the same rules); an ended session shows nothing.
 */
export function visibleProducts (session: SeckillSession, state: SessionState, prices: SessionPrices): SeckillItem[] {
  if (state === 'End') return []
  const items: SeckillItem[] = []
  for (const config of session.products) {
    const product = withLivePrice(config.product, livePriceOf(prices, config.product.id))
    const orderCount = product.orderCount ?? config.orderCount
    if (isOversold(orderCount, config.stock)) continue
    if (state !== 'Doing' && !hasAnyPrice(product)) continue
    items.push({
      config,
      product,
      soldOut: isSoldOut(product) || !passesPriceRules(SECKILL_PRICE_STYLE, product),
      orderCount,
      soldCountDesc: config.showSales ? product.soldCountDesc ?? config.soldCountDesc : undefined
    })
  }
  return items
}

// ---- Labels ---------------------------------------------------------------

const TAB_LABEL_KEYS = {
  Doing: 'seckill.tab.doing',
  Soon: 'seckill.tab.soon',
  Next: 'seckill.tab.next',
  End: 'seckill.tab.ended'
} as const

/** 001 §2: "now seckilling" / "about to start" / "next preview" / "ended". */
export const tabLabel = (state: SessionState): string => t(TAB_LABEL_KEYS[state])

/**
 * A tab's start time on the Beijing calendar (001 §2): tomorrow as
 * 'tomorrow HH:mm start', later dates as 'MM month DD day HH:mm start'; today
 * (and a start already past) as 'HH:mm start', which the spec does not cover.
 */
export function startLabel (start: number, now: number): string {
  const days = beijingDay(start) - beijingDay(now)
  const { month, day, time } = beijingClock(start)
  if (days <= 0) return t('seckill.start.today', { time })
  if (days === 1) return t('seckill.start.tomorrow', { time })
  return t('seckill.start.date', { month: pad2(month), day: pad2(day), time })
}

/**
 * The countdown's label with one session: 'time left in this session' while
 * Doing (001 §2); before the start the spec gives none, so it reads 'until
 * the grab starts'.
 */
export const countdownLabel = (state: SessionState): string => t(state === 'Doing' ? 'seckill.countdown.left' : 'seckill.countdown.toStart')

/** When a session's countdown reaches zero: its end while Doing, its start before (none once ended). */
export function countdownTarget (session: Pick<SeckillSession, 'start' | 'end'>, state: SessionState): number | undefined {
  if (state === 'Doing') return session.end
  if (state === 'Soon' || state === 'Next') return session.start
  return undefined
}

/** Whole seconds left, rounded up as the countdown shows them (00:00:01 until zero), never negative. */
export const secondsLeft = (target: number, now: number): number => Math.max(0, Math.ceil((target - now) / 1000))

/**
 * 001 §4: "at 3 seconds or less a toast 'Updating the latest offer status for
 * you' appears once" (the caller remembers it was shown). Unlike the countdown
 * block's `isAboutToEnd` (Doing only, 1–3 s) it holds for a start too, and at 0.
 */
export function updateToastDue (remainingSeconds: number, alreadyShown = false): boolean {
  return !alreadyShown && remainingSeconds >= 0 && remainingSeconds <= TOAST_AT_OR_BELOW_S
}

// ---- Progress -----------------------------------------------------------

/** floor(orderCount / virtualStock × 100), in decimal (29 of 100 is 29, not 28.999…); undefined without a positive stock. */
export function grabbedPercent (orderCount: number | undefined, virtualStock: number | undefined): number | undefined {
  if (virtualStock === undefined || virtualStock <= 0) return undefined
  return new Big(Math.max(0, orderCount ?? 0)).times(100).div(virtualStock).round(0, Big.roundDown).toNumber()
}

/**
 * 001 §4 "Progress label": 100 or more → 'restock selling'; above ypct →
 * 'about to sell out'; from xpct to ypct, both inclusive → 'already grabbed
 * N%'; below xpct → the start text. The spec leaves the boundaries open:
 * "below" and "above" are strict, so each threshold itself is "within range".
 */
export function progressLabel (percent: number, settings: Pick<SeckillSettings, 'xpct' | 'ypct' | 'progressStartText'>): string {
  if (percent >= 100) return t('seckill.progress.restock')
  if (percent > settings.ypct) return t('seckill.progress.almostGone')
  if (percent >= settings.xpct) return t('seckill.progress.grabbed', { percent })
  return settings.progressStartText
}

/** A product's progress bar (when its line shows one and has a virtual stock): percent, label, clamped width. */
export function progressOf (item: Pick<SeckillItem, 'config' | 'orderCount'>, settings: SeckillSettings): SeckillProgress | undefined {
  if (!item.config.showProgressBar) return undefined
  const percent = grabbedPercent(item.orderCount, item.config.stock.virtualStock)
  if (percent === undefined) return undefined
  return { percent, label: progressLabel(percent, settings), width: clampPercent(percent, PROGRESS_CLAMP[0], PROGRESS_CLAMP[1]) }
}

// ---- What the block shows -------------------------------------------------

/**
 * The sessions to show at `now`: ended ones dropped, sorted by start, at
 * most 2, then those without a visible product hidden (in that order, as
 * 001 §4 lists it: a hidden first session does not bring in a third).
 */
export function sessionsToShow (sessions: readonly SeckillSession[], now: number, pricesOf: (session: SeckillSession) => SessionPrices): ShownSession[] {
  const shown: ShownSession[] = []
  for (const session of pickSessions(sessions, now)) {
    const state = sessionState(session, now)
    const items = visibleProducts(session, state, pricesOf(session))
    if (!items.length) continue
    shown.push({
      session,
      state,
      items,
      tabLabel: tabLabel(state),
      startLabel: startLabel(session.start, now),
      countdownTarget: countdownTarget(session, state) ?? session.end
    })
  }
  return shown
}

/**
 * 001 §2: none → 'This seckill session has ended, go browse other
 * activities'; one → the header 'brand goods limited-time seckill' and its
 * countdown; two → tabs.
 */
export function seckillDisplay (shown: readonly ShownSession[]): SeckillDisplay {
  if (!shown.length) return { kind: 'ended', text: t('seckill.ended') }
  if (shown.length === 1) return { kind: 'single', header: t('seckill.header'), countdownLabel: countdownLabel(shown[0].state), session: shown[0] }
  return { kind: 'tabs', sessions: [...shown] }
}

// ---- Booking ------------------------------------------------------------

/**
 * 001 §5: "Seckill preview shows the appointment label when the start is more
 * than 10 minutes away and the user is not logged in or not booked" (exactly
 * 10 minutes: no label).
 */
export function showsAppointmentLabel (start: number, now: number, loggedIn: boolean, booked: boolean): boolean {
  return start - now > APPOINTMENT_LABEL_MIN_MS && (!loggedIn || !booked)
}

export interface BookingArgs {
  sessId: number | string
  actId: number | string
  actEntityId: number | string
  pageId: number | string
  /** The session's start, ms. */
  sessStartDt: number
  /** The product's place in the session's list. */
  position: number
}

/** 001 §7: the host's subscribe page with sceneCode yx_flash_sale and ext (…, actType 1, …). */
export function bookingExt (args: BookingArgs): { sceneCode: typeof SECKILL_SCENE_CODE, ext: BookingArgs & { actType: typeof SECKILL_ACT_TYPE } } {
  const { sessId, actId, actEntityId, pageId, sessStartDt, position } = args
  return { sceneCode: SECKILL_SCENE_CODE, ext: { sessId, actId, actType: SECKILL_ACT_TYPE, actEntityId, pageId, sessStartDt, position } }
}

// ---- Click destination ------------------------------------------------------

export type ChannelParams = Record<string, string | number>

/**
 * The YanxuanChannel page's params for a product (001 §2): categoryId,
 * brandId, productId, title, productName, plus from=avatarYanxuanSeckill
 * while the session runs. Unknown values are left out rather than sent empty.
 */
export function channelParams (item: Pick<SeckillProductConfig, 'categoryId' | 'brandId' | 'productId' | 'product'>, title: string | undefined, state: SessionState): ChannelParams {
  const params: ChannelParams = { productId: item.productId, productName: item.product.name }
  if (item.categoryId !== undefined) params.categoryId = item.categoryId
  if (item.brandId !== undefined) params.brandId = item.brandId
  if (title) params.title = title
  if (state === 'Doing') params.from = CHANNEL_FROM_SECKILL
  return params
}
