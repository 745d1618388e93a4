import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { HeaderImageModel } from './model'

/** The header image loads at once (it is the first thing seen); the rest lazy-load. With a click target it is a link, else content a reader names. */
export default function HeaderImage ({ model, component }: BlockProps<HeaderImageModel>) {
  const onClick = useClick(model.redirects, component)
  const label = t('headerImage.a11y.image')
  return <RatioImage className='header-image' src={model.image} aspectRatio={model.aspectRatio} lazy={false} alt={label} tap={model.redirects.length ? { label, role: 'link', onTap: onClick } : undefined} />
}
