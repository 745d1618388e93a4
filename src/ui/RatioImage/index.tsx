import { useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Img } from '../Img'
import { Tap, type TapProps } from '../Tap'
import { imageRatios } from './ratios'
import './index.scss'

interface Props {
  src: string
  /** Width / height when the config knows it: the box is reserved before the image loads. */
  aspectRatio?: number
  className?: string
  lazy?: boolean
  /** What a reader says of the image when it is content and takes no tap (a poster): the config's or the catalogue's words. */
  alt?: string
  /** The image takes a tap: it is this control (a link to a page, a button), its name what the image shows. */
  tap?: Pick<TapProps, 'label' | 'onTap' | 'role'>
}

/**
 * A full-width image that keeps its own aspect ratio. Configs mostly give only
 * `imageUrl` (no sizes): then the image lays itself out at full width and its
 * natural height (never the host's default 240 px box, which blanks short
 * images and crops tall ones), and from its first load on the box is reserved
 * from the ratio it reported, as it is whenever that src is drawn again (ratios.ts: a block the page's
 * window mounts again keeps its height).
 */
export function RatioImage ({ src, aspectRatio, className = '', lazy = true, alt, tap }: Props) {
  const [measured, setMeasured] = useState<{ src: string, ratio: number } | undefined>(undefined)
  const ratio = aspectRatio ?? (measured?.src === src ? measured.ratio : imageRatios.of(src))
  const onLoad = (e: { detail: { width: number | string, height: number | string } }) => {
    const reported = imageRatios.remember(src, Number(e.detail?.width), Number(e.detail?.height))
    if (!aspectRatio && reported) setMeasured({ src, ratio: reported })
  }
  // One element either way: the box itself is the control when the image takes a tap (no wrapper: a node more
  // a block in a mini-program's tree).
  // (A function, not a component: a component made each render would mount the image anew every render.)
  const box = (cls: string, children: ReactNode, style?: Record<string, string>) => (tap
    ? <Tap className={cls} style={style} label={tap.label} role={tap.role} onTap={tap.onTap}>{children}</Tap>
    : <View className={cls} style={style}>{children}</View>)
  // Inside a control the image is decoration (the control is named); alone it says `alt`, if anything.
  const said = tap ? undefined : alt
  if (ratio) {
    return box(`ratio-image ratio-image--boxed ${className}`,
      <Img className='ratio-image__img ratio-image__img--fill' src={src} mode='scaleToFill' lazyLoad={lazy} alt={said} />,
      { paddingTop: `${(100 / ratio).toFixed(4)}%` })
  }
  return box(`ratio-image ${className}`, <Img className='ratio-image__img ratio-image__img--auto' src={src} mode='widthFix' lazyLoad={lazy} onLoad={onLoad} alt={said} />)
}
