import { Image } from '@tarojs/components'
import type { ImgProps } from './types'

/** Mini-programs: the host's own image component (its load event reports the image's size). */
export function Img ({ fetchPriority: _h5Only, ...props }: ImgProps) {
  return <Image {...props} />
}

export type { ImgProps } from './types'
