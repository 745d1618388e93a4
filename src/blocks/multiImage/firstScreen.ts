/* eslint-disable no-var */
import type { BootShot, FirstScreenContext } from '@/firstScreen/contract'

/**
 * The stack's first image as the boot screen shows it before the app runs (index.html,
 * src/firstScreen/start.ts): the first entry of `configs` with a usable image, and its size, as model.ts reads
 * them (src/blocks/firstScreen.test.ts holds it to the block). On a page whose first screen ends in a multi
 * image (the navigation scenario's first floor), that image is the largest paint: found here, it loads with
 * the config rather than once the app has drawn the block. Bundled into index.html (src/firstScreen): imports no app code.
 */
export function firstImage (contents: Record<string, unknown>, ctx: FirstScreenContext): BootShot | undefined {
  var configs = Array.isArray(contents.configs) ? contents.configs : []
  for (var i = 0; i < configs.length; i++) {
    var config = configs[i] && typeof configs[i] === 'object' ? configs[i] as Record<string, unknown> : undefined
    var src = config ? ctx.url(config.imageUrl) : undefined
    if (config && src) return { src: src, ratio: ctx.ratio(config.imageWidth, config.imageHeight) }
  }
  return undefined
}
