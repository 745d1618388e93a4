import type * as ViewportRem from '../../src/platform/viewportRem'
import { sourceModule } from './sources'

/**
 * index.html's rem script, in place of Taro's H5 and harmony-hybrid ones (index.html reads it as
 * `htmlWebpackPlugin.options.remScript`): the design scale follows the viewport's width, capped at 750, on every
 * load, resize and rotation (src/platform/viewportRem.ts). Its rem at the design width is pxtransform's:
 * baseFontSize (20, its default: none is configured) × 2 / deviceRatio[designWidth].
 */
export function remScript (designWidth: number, deviceRatio: Record<number, number>): string {
  const { LATE_RESIZE_MS, MAX_SCALED_WIDTH, setRootFontSize } = sourceModule<typeof ViewportRem>('src/platform/viewportRem.ts')
  const options: ViewportRem.RootFontOptions = { designWidth, remAtDesign: (20 * 2) / deviceRatio[designWidth], maxWidth: MAX_SCALED_WIDTH, lateMs: LATE_RESIZE_MS }
  return `(${setRootFontSize.toString()})(window,${JSON.stringify(options)})`
}
