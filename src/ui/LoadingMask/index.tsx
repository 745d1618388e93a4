import { View, Text } from '@tarojs/components'
import { t } from '@/i18n'
import './index.scss'

/** Shown over the page while it loads (000 §2). */
export function LoadingMask () {
  return (
    <View className='loading-mask' aria-busy='true'>
      <View className='loading-mask__spinner' />
      <Text className='loading-mask__text'>{t('page.loading')}</Text>
    </View>
  )
}
