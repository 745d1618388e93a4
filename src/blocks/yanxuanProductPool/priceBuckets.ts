/**
 * Price buckets of the filter panel (001 §5): "a fixed 'unlimited' bucket plus
 * server buckets; labels read 'start - end', 'start and above', 'end and below'
 * or unlimited". The server's buckets come from goods-filter-info's
 * priceFilterInfo[minPrice, maxPrice] (001 §7).
 */
import { t } from '@/i18n'

export interface PriceBucket {
  /** Yuan; absent: no lower bound. */
  minPrice?: number
  /** Yuan; absent: no upper bound. */
  maxPrice?: number
}

/** The fixed first bucket: no bounds. */
export const UNLIMITED_BUCKET: PriceBucket = Object.freeze({})

const bound = (v: number | undefined): number | undefined => (v !== undefined && Number.isFinite(v) && v >= 0 ? Math.floor(v) : undefined)

/** A bucket's label: '1000-2000', '5000以上', '1000以下', '不限'. A lower bound of 0 is no bound ('2000以下'). */
export function bucketLabel (bucket: PriceBucket): string {
  const min = bound(bucket.minPrice)
  const max = bound(bucket.maxPrice)
  const start = min !== undefined && min > 0 ? min : undefined
  if (start !== undefined && max !== undefined) return t('yanxuanProductPool.bucket.range', { start, end: max })
  if (start !== undefined) return t('yanxuanProductPool.bucket.above', { start })
  if (max !== undefined) return t('yanxuanProductPool.bucket.below', { end: max })
  return t('yanxuanProductPool.bucket.unlimited')
}

/** The buckets shown: 'unlimited' first, then the server's that bound something (at most 20, in the server's order). */
export function bucketsOf (server: readonly PriceBucket[]): PriceBucket[] {
  const usable = server.filter((b) => bound(b.minPrice) !== undefined || bound(b.maxPrice) !== undefined).slice(0, 20)
  return [UNLIMITED_BUCKET, ...usable]
}

/** A bucket's bounds as the price inputs show them ('' for no bound): choosing a bucket fills the inputs. */
export function bucketInputs (bucket: PriceBucket): { min: string, max: string } {
  const min = bound(bucket.minPrice)
  const max = bound(bucket.maxPrice)
  return { min: min !== undefined && min > 0 ? String(min) : '', max: max !== undefined ? String(max) : '' }
}

/** Which bucket the inputs match (its index), if any: the chosen chip follows typed bounds too. */
export function bucketMatching (buckets: readonly PriceBucket[], inputs: { min: string, max: string }): number | undefined {
  const index = buckets.findIndex((b) => {
    const own = bucketInputs(b)
    return own.min === inputs.min && own.max === inputs.max
  })
  return index >= 0 ? index : undefined
}
