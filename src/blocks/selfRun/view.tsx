import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import type { SelfRunModel } from './model'

export default observer(function SelfRun ({ model }: BlockProps<SelfRunModel>) {
  const { page } = useStores()
  if (!page.preview) return null
  return <View className='self-run block-fault'><Text>{t('selfRun.preview', { name: model.name ?? '' })}</Text></View>
})
