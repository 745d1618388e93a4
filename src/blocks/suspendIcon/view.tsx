import Taro from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Img } from '@/ui/Img'
import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { liftedAbove } from '@/ui/bottomInset'
import type { SuspendIconModel } from './model'
import '../../ui/fixed-controls.scss'

export default observer(function SuspendIcon ({ model, component }: BlockProps<SuspendIconModel>) {
  const onClick = useClick(model.redirects, component)
  const { page } = useStores()
  return (
    <Img
      className='suspend-icon fixed-control fixed-control--icon'
      src={model.image}
      style={{ width: Taro.pxTransform(model.width), height: Taro.pxTransform(model.height), ...liftedAbove(page.bottomInset) }}
      onClick={onClick}
    />
  )
})
