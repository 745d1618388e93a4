/* eslint-disable no-var */
import type { BootShot, FirstScreenContext } from '@/firstScreen/contract'

/**
 * The carousel's first slide as the boot screen shows it before the app runs (index.html,
 * src/firstScreen/start.ts): the first usable slide image, and the box model.ts gives every slide (the first
 * slide that gives its size, else the block's, else DEFAULT_SLIDE_RATIO). src/blocks/firstScreen.test.ts
 * holds it to the block. Bundled into index.html (src/firstScreen): imports no app code.
 */
export function firstImage (contents: Record<string, unknown>, ctx: FirstScreenContext): BootShot | undefined {
  var first: string | undefined
  var ratio: number | undefined
  var resources = Array.isArray(contents.resources) ? contents.resources : []
  for (var r = 0; r < resources.length; r++) {
    var redirect = resources[r] && typeof resources[r] === 'object' ? (resources[r] as Record<string, unknown>).redirect as Record<string, unknown> | undefined : undefined
    if (!redirect || typeof redirect !== 'object') continue
    var image = ctx.url(redirect.imageUrl)
    if (!image) continue
    if (!first) first = image
    if (ratio === undefined) ratio = ctx.ratio(redirect.imageWidth, redirect.imageHeight)
  }
  // model.ts DEFAULT_SLIDE_RATIO: 750 × 360.
  return first ? { src: first, ratio: ratio || ctx.ratio(contents.imageWidth, contents.imageHeight) || 750 / 360 } : undefined
}
