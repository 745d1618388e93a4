import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { BlockProps } from '@/renderer/types'
import type { SpacingModel } from './model'

/**
 * Spacing (002): design pixels (375 base) through Taro's px transform, so it scales like the rest of the page.
 * The view of the `spacing` block and of `distanceAdjust` (000 §1's name for it, docs/kinds.md).
 */
export function SpacingView ({ model }: BlockProps<SpacingModel>) {
  return <View className='spacing' style={{ height: Taro.pxTransform(model.height), backgroundColor: model.color }} />
}
