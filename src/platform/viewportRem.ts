/**
 * The H5 and HarmonyOS webview pages' design scale: the root font size, the
 * rem base of the compiled styles and of `Taro.pxTransform` (001 §9: "Design
 * width is min(screen width, 750) over 375").
 *
 * `setRootFontSize` is serialised into index.html's head (config/webpack/remScript.ts,
 * `htmlPluginOption.remScript`) and runs before the first paint: it must be
 * self-contained ES2017 (no imports, no `?.` / `??`). It replaces Taro's own
 * script, which took the smaller of the root element's width and *height*:
 * read while the head is parsed, that height is a few pixels on some loads,
 * which left the scale at the design width's on any wider phone.
 */

/** Wider screens than this draw the page as at this width (001 §9: "min(screen width, 750)"). */
export const MAX_SCALED_WIDTH = 750
/** How long after a resize or a rotation the width is read again: some webviews report the new one late. */
export const LATE_RESIZE_MS = 500

export interface RootFontOptions {
  /** The width the design is drawn at (config designWidth: 375). */
  designWidth: number
  /** The root font size at that width, in px: the pxtransform rem's value (20 for designWidth 375, deviceRatio 2). */
  remAtDesign: number
  /** MAX_SCALED_WIDTH */
  maxWidth: number
  /** LATE_RESIZE_MS */
  lateMs: number
}

/** The root font size, in px, for a viewport `width` px wide: the design's rem scaled by min(width, max) / design. */
export function rootFontSize (width: number, o: Pick<RootFontOptions, 'designWidth' | 'remAtDesign' | 'maxWidth'>): number {
  return (o.remAtDesign * Math.min(width, o.maxWidth)) / o.designWidth
}

/**
 * Sets the root font size from the viewport's width now, on every resize and on every rotation (and once
 * more `lateMs` after each). The width is the root element's client width (the viewport's, whatever the
 * document holds yet); a webview not laid out yet (0) counts as the design width until its resize comes.
 */
export function setRootFontSize (w: Window, o: RootFontOptions): void {
  const root = w.document.documentElement
  const apply = function () {
    const width = root.clientWidth || w.innerWidth || o.designWidth
    root.style.fontSize = (o.remAtDesign * Math.min(width, o.maxWidth)) / o.designWidth + 'px'
  }
  const later = function () {
    apply()
    setTimeout(apply, o.lateMs)
  }
  w.addEventListener('resize', later)
  w.addEventListener('orientationchange', later)
  apply()
}
