import { Image } from '@tarojs/components'
import type { ImgProps } from './types'

/** Mini-programs: the host's own image component (its load event reports the image's size). */
export function Img ({ fetchPriority: _h5Only, alt, ...props }: ImgProps) {
  // The hosts' image takes its reader's name as aria-label (docs/accessibility.md).
  return <Image {...props} {...(alt ? { ariaLabel: alt } : {})} />
}

export type { ImgProps } from './types'
