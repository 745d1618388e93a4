/**
 * The personal hot-price card (002 §3, §5, §9), shared by the `myProductHot`
 * block (the visitor's own product, or one the operator pins) and the
 * `localDeviceValuation` block (the same card for the device in hand): the
 * answer of `POST /my-product-hot/detail` → what the card shows and where a
 * tap goes. Pure; the texts are the catalogue's `hotCard.*`.
 */
import { t, type MessageKey } from '@/i18n'
import { imageUrl } from '@/lib/config'
import { destination } from '@/platform/destinations'
import type { RedirectItem } from '@/lib/types'
import type { HotCardAnswer } from '@/services/hot'
import { formatPrice } from './priceFormat'

/** 002 §3 productTag: 1 this device, 2 followed, 3 inquiry history, 4 hot. */
export const PRODUCT_TAG = { thisDevice: 1, followed: 2, history: 3, hot: 4 } as const
/** 002 §3 trendStatus: 1 down, 2 flat, 3 up. */
export const TREND_STATUS = { down: 1, flat: 2, up: 3 } as const

export type TagName = keyof typeof PRODUCT_TAG
export type TrendName = keyof typeof TREND_STATUS

const TAG_TEXT: Record<TagName, MessageKey> = {
  thisDevice: 'hotCard.tag.thisDevice',
  followed: 'hotCard.tag.followed',
  history: 'hotCard.tag.history',
  hot: 'hotCard.tag.hot'
}

export interface HotCard {
  productId: string
  name: string
  image?: string
  /** Yuan; undefined shows `????` (ui/Price). */
  inquiryPrice?: number
  /** Shown only above the inquiry price: a coupon that adds nothing is not an offer. */
  couponPrice?: number
  tag?: { name: TagName, text: string }
  trend?: { name: TrendName, text: string }
  /** The button's text and where the card leads. */
  action: { text: string, target: RedirectItem[] }
}

/** What the card shows: its placeholder while asked, the card, or one line in the card's box (an empty or failed answer, for preview). */
export type HotLoad =
  | { kind: 'loading' }
  | { kind: 'card', card: HotCard }
  | { kind: 'empty' }
  | { kind: 'failed', reason: string }

const nameOf = <K extends string>(table: Record<K, number>, value: number | undefined): K | undefined =>
  (Object.keys(table) as K[]).find((key) => table[key] === value)

/** An amount as the card writes it: floored yuan, units of ten thousand above 100000 (002 §5, §9). */
export const hotPrice = (value: number): string => formatPrice(value, { tenThousands: true })

/**
 * The trend line: '近7天降价¥120', '近30天价格持平', '近7天上涨¥300'; without trendDays only the
 * status ('降价¥120'); up or down without a usable amount (missing or 0) says so without a figure.
 * An unknown status: no line (the card does not guess a direction).
 */
export function trendOf (status: number | undefined, days: number | undefined, amount: number | undefined): HotCard['trend'] {
  const name = nameOf(TREND_STATUS, status)
  if (!name) return undefined
  const period = days ? t('hotCard.trend.days', { days }) : ''
  const figure = amount !== undefined && amount > 0 ? hotPrice(amount) : undefined
  let body: string
  if (name === 'flat') body = t('hotCard.trend.flat')
  else if (name === 'down') body = figure ? t('hotCard.trend.down', { amount: figure }) : t('hotCard.trend.downPlain')
  else body = figure ? t('hotCard.trend.up', { amount: figure }) : t('hotCard.trend.upPlain')
  return { name, text: period + body }
}

/** 002 §3, §7 (and 002 §2's named pages): Trade with inquiryKey when the answer has one, else Inquery with productId. */
export function hotCardTarget (card: Pick<HotCardAnswer, 'productId' | 'inquiryKey'>): HotCard['action'] {
  return card.inquiryKey
    ? { text: t('hotCard.trade'), target: destination('trade', { inquiryKey: card.inquiryKey }) }
    : { text: t('hotCard.inquire'), target: destination('inquiry', { productId: card.productId }) }
}

/** The answer → the card (its image through the same check as any configured image: http(s), no break-out characters). */
export function hotCardOf (answer: HotCardAnswer): HotCard {
  const tagName = nameOf(PRODUCT_TAG, answer.productTag)
  const inquiry = answer.inquiryPrice
  const coupon = answer.couponPrice
  return {
    productId: answer.productId,
    name: answer.productName,
    image: imageUrl(answer.productImage),
    inquiryPrice: inquiry,
    couponPrice: coupon !== undefined && (inquiry === undefined || coupon > inquiry) ? coupon : undefined,
    tag: tagName ? { name: tagName, text: t(TAG_TEXT[tagName]) } : undefined,
    trend: trendOf(answer.trendStatus, answer.trendDays, answer.trendChangeAmount),
    action: hotCardTarget(answer)
  }
}
