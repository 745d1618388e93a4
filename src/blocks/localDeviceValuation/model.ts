/**
 * The local-device valuation (000 §1): 002's hot-price card (§3, §7) for the
 * device in the visitor's hand, its brand and model read from the platform
 * (`platform/device.ts`). No spec shows its fields and it needs none: any
 * config object is this card. Read this way rather than as a card of its own
 * because 000 §1's list names each 002 widget once and the hot card only as
 * this one (docs/kinds.md).
 */
import { isObject } from '@/lib/config'
import { t } from '@/i18n'
import { invalid, valid, type ParseResult } from '@/renderer/types'

export type LocalDeviceValuationModel = Record<string, never>

export function parseLocalDeviceValuation (raw: unknown): ParseResult<LocalDeviceValuationModel> {
  return isObject(raw) ? valid({}) : invalid(t('config.notObject'))
}
