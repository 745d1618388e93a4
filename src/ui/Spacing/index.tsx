import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { SpacingModel } from './model'

/**
 * Spacing (002): design pixels (375 base) through Taro's px transform, so it scales like the rest of the page.
 * Drawn by the `spacing` block, for its own kind and its alias `distanceAdjust` (000 §1's name, docs/kinds.md).
 */
export function Spacing ({ model, className }: { model: SpacingModel, className: string }) {
  return <View className={className} style={{ height: Taro.pxTransform(model.height), backgroundColor: model.color }} />
}
