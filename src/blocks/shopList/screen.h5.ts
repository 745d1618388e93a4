/**
 * H5: the screen's width in CSS px (the category line's cut, 002 §9). Not
 * Taro's getWindowInfo, which brings a user-agent parser into the chunk
 * (src/platform/viewport.h5.ts).
 */
export function screenWidth (): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth
}
