/**
 * The carousel's pure rules, shared by the mini-program Swiper
 * (index.tsx) and the H5 scroll-snap track (index.h5.tsx): how items fall
 * into slides, how many positions (dots) there are, when it loops, where
 * autoplay goes next, and the peek margin of a fractional view.
 */

/** Slide animation (001 §9: "Carousel speed 500 ms"); also Taro's Swiper default. */
export const CAROUSEL_DURATION_MS = 500
/** The design width every px value is written in (config designWidth 375). */
export const DESIGN_WIDTH = 375

/** Items in slides of `perSlide` (the last one may be short); `perSlide` below 1 counts as 1. */
export function slidesOf<T> (items: readonly T[], perSlide: number): T[][] {
  const size = Math.max(1, Math.floor(perSlide))
  const slides: T[][] = []
  for (let i = 0; i < items.length; i += size) slides.push(items.slice(i, i + size))
  return slides
}

/** Loops only with more than `threshold` slides (001 §9: the 1-3.2 layout "loops when there are more than 3 items"). */
export function shouldLoop (count: number, threshold: number): boolean {
  return count > threshold
}

/** Whether the track can move at all: more slides than are in view at once. */
export function canMove (count: number, perView: number): boolean {
  return count > Math.max(1, perView)
}

/**
 * The positions the carousel can rest at, one dot each. One slide per view:
 * one per slide. Several per view: looping, each slide can come first (as the
 * Swiper's `circular` does); not looping, the track stops when its last slide
 * is in view (the Swiper's `current` runs 0…count − displayMultipleItems).
 */
export function pageCount (count: number, perView: number, loop: boolean): number {
  if (!canMove(count, perView)) return 1
  if (perView <= 1 || loop) return count
  return Math.ceil(count - perView) + 1
}

/**
 * Copies of the first slides the H5 track appends so that a looping carousel
 * runs on past its last slide (as the Swiper's `circular`): from the last
 * slide to the first it slides forward as between any two, onto the copies,
 * then jumps back to the originals unseen. As many as are in view: one for
 * one slide per view, four for 3.27.
 */
export function cloneCount (count: number, perView: number, loop: boolean): number {
  return loop && canMove(count, perView) ? Math.ceil(Math.max(1, perView)) : 0
}

/**
 * Whether the H5 track's copies must hold their slides at position `at`: the last `clones` slides are in
 * view (a glide or a swipe onto the copies comes next), or it rests on a copy (`at` ≥ `pages`).
 */
export function copiesNeeded (at: number, pages: number, clones: number): boolean {
  return clones > 0 && at + clones >= pages
}

/**
 * The peek of the next slide in px, for a fractional view (3.27 slides):
 * the Swiper shows `floor(perView)` slides and leaves this much of the
 * carousel's `width` to the next (slide width = width / perView).
 */
export function peekMargin (width: number, perView: number): number {
  const whole = Math.max(1, Math.floor(perView))
  if (perView <= whole) return 0
  return Math.round(((width * (perView - whole)) / perView) * 100) / 100
}

/** The Swiper's `displayMultipleItems`: whole slides in view. */
export const wholeInView = (perView: number): number => Math.max(1, Math.floor(perView))

/** An autoplay step on the H5 track. */
export interface Move {
  /** Jump here first, without animation (the track was left on a copy). */
  from?: number
  /** Then glide here (every step slides, the wrap too). */
  to: number
  /** After the animation, jump here unseen (the copy of the first reached). */
  then?: number
}

/**
 * Where autoplay goes from position `at`. Looping (`cloned`: copies of the
 * first slides after the last): always forward, and from the copy of the
 * first back to the real one unseen. Not looping: forward, nowhere at the end.
 */
export function autoplayMove (at: number, pages: number, cloned: boolean): Move | undefined {
  if (pages < 2) return undefined
  if (cloned) {
    const start = ((at % pages) + pages) % pages
    const to = start + 1
    return { from: start !== at ? start : undefined, to, then: to === pages ? 0 : undefined }
  }
  return at + 1 < pages ? { to: at + 1 } : undefined
}

/** The dot of a scroll position (copies count as their originals; past the end, the last dot). */
export function activeOf (at: number, pages: number, cloned: boolean): number {
  if (pages < 1) return 0
  if (cloned) return ((at % pages) + pages) % pages
  return Math.min(Math.max(0, at), pages - 1)
}

/** The easing of an H5 glide: ease-out, as the Swiper's default feels. */
export const easeOut = (p: number): number => 1 - Math.pow(1 - Math.min(1, Math.max(0, p)), 3)
