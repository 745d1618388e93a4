import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { CSSProperties } from 'react'
import { t } from '@/i18n'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { liftedAbove } from '@/ui/bottomInset'
import { useElderly } from '@/ui/display'
import { MIN_HIT_PX, type SuspendIconModel } from './model'
import '../../ui/fixed-controls.scss'
import './index.scss'

/**
 * Where an icon smaller than MIN_HIT_PX takes its tap: padding around it to that size, and negative margins that
 * keep the icon where it was (a fixed box's `right` and `bottom` place its margin edge).
 */
function reach (model: SuspendIconModel, lift: CSSProperties | undefined): CSSProperties | undefined {
  const x = Math.ceil(Math.max(0, MIN_HIT_PX - model.width) / 2)
  const y = Math.ceil(Math.max(0, MIN_HIT_PX - model.height) / 2)
  if (!x && !y) return lift
  return {
    padding: `${Taro.pxTransform(y)} ${Taro.pxTransform(x)}`,
    marginRight: Taro.pxTransform(-x),
    marginBottom: lift?.marginBottom ? `calc(${String(lift.marginBottom)} - ${Taro.pxTransform(y)})` : Taro.pxTransform(-y)
  }
}

/**
 * The floating icon (000 §2): a link to its click target, its image inside (decoration: the link is named).
 * In the elderly mode it does not float: drawn in the page's flow where the operator placed it, it covers
 * nothing (issue 54; README).
 */
export default observer(function SuspendIcon ({ model, component }: BlockProps<SuspendIconModel>) {
  const onClick = useClick(model.redirects, component)
  const { page } = useStores()
  const inFlow = useElderly()
  const size = { width: Taro.pxTransform(model.width), height: Taro.pxTransform(model.height) }
  const className = inFlow ? 'suspend-icon suspend-icon--in-flow' : 'suspend-icon fixed-control fixed-control--icon'
  const place = inFlow ? undefined : liftedAbove(page.bottomInset)
  const label = t('suspendIcon.a11y.label')
  // Without a target it does nothing on a tap: no control, an image that says what it is.
  if (!model.redirects.length) {
    return <View className={className} style={{ ...size, ...place }}><Img className='suspend-icon__image' src={model.image} style={{ ...size, display: 'block' }} alt={label} /></View>
  }
  return (
    // Keyed by the mode: a mode that changes while the page is up (the visitor's text size) draws it anew, with
    // none of the floating icon's margins left behind.
    <Tap key={inFlow ? 'in-flow' : 'floating'} className={className} style={{ ...size, ...(inFlow ? undefined : reach(model, place)) }} role='link' label={label} onTap={onClick}>
      <Img className='suspend-icon__image' src={model.image} style={{ ...size, display: 'block' }} />
    </Tap>
  )
})
