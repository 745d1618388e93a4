/**
 * The personal hot-price card (002 §3, §7). 002 shows no component fields: the
 * card's optional `productId` pins a product the operator chose; without it
 * the server picks the visitor's own (this device, followed, inquiry
 * history, else a hot one: productTag 1–4). The card itself is
 * `product/hotCard.ts`.
 */
import { isObject, str } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

export interface MyProductHotModel {
  productId?: string
}

/** A product id as the gateway's ids are: digits or a short code (letters, digits, - and _). */
const PRODUCT_ID = /^[\w-]{1,64}$/

export function parseMyProductHot (raw: unknown): ParseResult<MyProductHotModel> {
  if (!isObject(raw)) return invalid(t('config.notObject'))
  if (raw.productId === undefined || raw.productId === null || raw.productId === '') return valid({})
  const productId = typeof raw.productId === 'number' && Number.isSafeInteger(raw.productId) ? String(raw.productId) : str(raw.productId)?.trim()
  if (!productId || !PRODUCT_ID.test(productId)) return invalid(t('config.myProductHot.badProductId'))
  return valid({ productId })
}
