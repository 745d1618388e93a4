import type { CSSProperties } from 'react'
import type { ImageProps } from '@tarojs/components'

/** What the app's images pass: a subset of the hosts' image component, so the mini-program build uses it as is. */
export type ImgProps = Pick<ImageProps, 'src' | 'mode' | 'lazyLoad' | 'onLoad' | 'onError' | 'className'> & {
  style?: CSSProperties
  /**
   * What the image says, for a screen reader, when it is content and nothing beside it says it (a poster, a
   * product photo alone): the config's words. Absent: decoration (an empty alt), as inside a named control.
   */
  alt?: string
  /**
   * H5: the image request's priority (`fetchpriority`); the hosts have no such thing. A product list's
   * card images pass 'low': the first screen's first image is preloaded at high priority by index.html,
   * and the browser would otherwise raise every other card on screen to high, sharing a slow network
   * with the scripts and calls the first screen still waits for.
   */
  fetchPriority?: 'low'
}
