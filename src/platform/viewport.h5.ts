/**
 * H5: the window's height in px, from the browser. Taro's H5 getWindowInfo
 * brings a user-agent parsing library (a 7 KB chunk, ~30 ms to evaluate on a
 * mid-range phone) into the block that asks.
 */
export function windowHeight (): number {
  return typeof window === 'undefined' ? 0 : window.innerHeight
}
