import Taro from '@tarojs/taro'
import { HIT_PX, type HitBox } from './hit'

export { HIT_PX, type HitBox } from './hit'

/**
 * The box of a control drawn `drawn` design px high: at least HIT_PX high, the part above what is drawn
 * reaching up unseen (a negative margin gives the layout back what the padding took), so the look stays.
 * Mini-programs: in design px (rpx follow the host's own scale). H5 has its own file (./index.h5.ts).
 */
export function hitBox (drawn: number): HitBox {
  const reach = Math.max(0, HIT_PX - drawn)
  return reach
    ? { height: Taro.pxTransform(HIT_PX), marginTop: Taro.pxTransform(-reach), paddingTop: Taro.pxTransform(reach) }
    : { height: Taro.pxTransform(drawn) }
}
