import { Text, View } from '@tarojs/components'
import { Img } from '../Img'
import { t } from '@/i18n'
import './index.scss'

export interface EmptyProps {
  /** What there is none of; default '暂无内容'. */
  text?: string
  /** An illustration from config (a checked URL), if any. */
  image?: string
  className?: string
}

/** The empty state of a list or a block with nothing to show (a failed price load, an empty pool, …). */
export function Empty ({ text, image, className = '' }: EmptyProps) {
  return (
    <View className={`empty ${className}`}>
      {image ? <Img className='empty__image' src={image} mode='aspectFit' /> : <View className='empty__icon' />}
      <Text className='empty__text'>{text ?? t('empty.default')}</Text>
    </View>
  )
}
