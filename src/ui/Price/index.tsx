import { Text } from '@tarojs/components'
import type { CSSProperties } from 'react'
import { t } from '@/i18n'
import { formatPrice, type PriceFormat } from '@/product/priceFormat'
import './index.scss'

export interface PriceProps extends PriceFormat {
  /** Yuan; undefined or null when unknown. */
  value: number | null | undefined
  className?: string
  style?: CSSProperties
  /** The currency sign before the number (default ¥). */
  symbol?: string
}

/** A price as the spec shows it (see model.ts): `¥4999`, `¥????`, `¥????` in preview; `¥12.3万` only with `tenThousands`. */
export function Price ({ value, className = '', style, symbol = t('price.symbol'), ...format }: PriceProps) {
  return (
    <Text className={`price ${className}`} style={style}>
      <Text className='price__symbol'>{symbol}</Text>
      <Text className='price__value'>{formatPrice(value, format)}</Text>
    </Text>
  )
}
