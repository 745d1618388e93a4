/* eslint-disable no-var */
import type { BootShot, FirstScreenContext } from '@/firstScreen/contract'

/**
 * The banner as the boot screen shows it before the app runs (index.html, src/firstScreen/start.ts): the
 * animated image when there is one, else the image, and its size, as model.ts reads them
 * (src/blocks/firstScreen.test.ts holds it to the block). Bundled into index.html (src/firstScreen): imports no app code.
 */
export function firstImage (contents: Record<string, unknown>, ctx: FirstScreenContext): BootShot | undefined {
  var src = ctx.url(contents.gifImage) || ctx.url(contents.imageUrl)
  return src ? { src: src, ratio: ctx.ratio(contents.imageWidth, contents.imageHeight) } : undefined
}
