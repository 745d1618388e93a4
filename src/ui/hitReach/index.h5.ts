import Taro from '@tarojs/taro'
// Not './index': on H5 that names this file (the build and jest take `.h5.ts` first).
import { HIT_PX, type HitBox } from './hit'

export { HIT_PX, type HitBox } from './hit'

/**
 * H5 and HarmonyOS: as on the mini-programs (./index.ts), and at least 44 CSS px on a phone narrower than the
 * design as well, where the design scale draws 44 design px at 37.5 (320 px): the box is
 * `max(44px, <design>)` and reaches up by what it has over the drawn height (plugins/postcss-floors does the
 * same for the styles).
 */
export function hitBox (drawn: number): HitBox {
  const shown = Taro.pxTransform(drawn)
  const box = `max(${HIT_PX}px, ${Taro.pxTransform(Math.max(HIT_PX, drawn))})`
  return { height: box, marginTop: `calc(${shown} - ${box})`, paddingTop: `calc(${box} - ${shown})` }
}
