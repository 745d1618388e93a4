import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { BlockProps } from '@/renderer/types'
import type { SpacingModel } from './model'

/** Spacing (002): design pixels (375 base) through Taro's px transform, so it scales like the rest of the page. */
export default function Spacing ({ model }: BlockProps<SpacingModel>) {
  return <View className='spacing' style={{ height: Taro.pxTransform(model.height), backgroundColor: model.color }} />
}
