import type { ReactNode } from 'react'

export interface CarouselProps {
  /** Number of slides (the children, one node each). */
  count: number
  children: ReactNode
  /** Autoplay interval; 0 or absent: no autoplay. Never with fewer than two positions. */
  autoplayMs?: number
  /** Slide animation (default 500 ms, 001 §9). */
  durationMs?: number
  /** Run on from the last slide to the first. */
  loop?: boolean
  /** Draw pagination dots (ours, not the host's indicator, so they look the same everywhere) when there are two positions or more. */
  dots?: boolean
  /** 'over': white dots over the bottom of the slides; 'below': dots under them. */
  /** H5 only: mini-programs show the host's indicator over the slides. */
  dotsPlacement?: 'over' | 'below'
  /** Dot colours (checked colours only). */
  dotColor?: string
  dotActiveColor?: string
  /** Slides in view at once: 1, or a fraction such as 3.27 (the next one peeks in). */
  perView?: number
  /** Space after each slide, in design px. */
  gap?: number
  /** The carousel's width in design px, for a fractional perView in mini-programs (default 375). */
  width?: number
  /** Mini-programs: the Swiper needs a size: a height in design px … */
  height?: number
  /** … or a width / height ratio. H5 takes its slides' own height. */
  aspectRatio?: number
  className?: string
  /** The dot now active. */
  onChange?: (index: number) => void
}
