import Taro from '@tarojs/taro'
import { Img } from '@/ui/Img'
import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import type { SuspendIconModel } from './model'
import '../../ui/fixed-controls.scss'

export default function SuspendIcon ({ model, component }: BlockProps<SuspendIconModel>) {
  const onClick = useClick(model.redirects, component)
  return (
    <Img
      className='suspend-icon fixed-control fixed-control--icon'
      src={model.image}
      style={{ width: Taro.pxTransform(model.width), height: Taro.pxTransform(model.height) }}
      onClick={onClick}
    />
  )
}
