import type { RefObject } from 'react'

export interface InViewOptions {
  /** Counts as in view this many px before the element enters from below. */
  marginBottom?: number
  /** Stop watching after the first sighting (lazy loading); false keeps reporting (exposure). */
  once?: boolean
}

export interface InView {
  /** Put on the element: its id (mini-programs observe by selector). */
  id: string
  /** Put on the element's DOM node (H5 observes the node); undefined in mini-programs. */
  ref: RefObject<HTMLElement> | undefined
  inView: boolean
}
