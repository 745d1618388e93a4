import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { HeaderImageModel } from './model'

/** The header image loads at once (it is the first thing seen); the rest lazy-load. */
export default function HeaderImage ({ model, component }: BlockProps<HeaderImageModel>) {
  const onClick = useClick(model.redirects, component)
  return <RatioImage className='header-image' src={model.image} aspectRatio={model.aspectRatio} lazy={false} onClick={model.redirects.length ? onClick : undefined} />
}
