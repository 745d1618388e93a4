import { View, Text } from '@tarojs/components'
import { t } from '@/i18n'
import type { DisplayAttrs } from '../display'
import './index.scss'

/** Shown over the page while it loads (000 §2); `look`: the visitor's display (ui/display). */
export function LoadingMask ({ look }: { look?: DisplayAttrs }) {
  return (
    <View className={`loading-mask${look?.elderlyClass ?? ''}`} style={look?.style} aria-busy='true'>
      <View className='loading-mask__spinner' />
      <Text className='loading-mask__text'>{t('page.loading')}</Text>
    </View>
  )
}
