import type { CSSProperties } from 'react'
import type { ImageProps } from '@tarojs/components'

/** What the app's images pass: a subset of the hosts' image component, so the mini-program build uses it as is. */
export type ImgProps = Pick<ImageProps, 'src' | 'mode' | 'lazyLoad' | 'onLoad' | 'onError' | 'onClick' | 'className'> & {
  style?: CSSProperties
  'aria-label'?: string
}
