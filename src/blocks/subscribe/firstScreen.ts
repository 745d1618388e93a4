/* eslint-disable no-var */
import type { BootShot, FirstScreenContext } from '@/firstScreen/contract'

/**
 * The banner as the boot screen shows it before the app runs (index.html, src/firstScreen/start.ts): its
 * image and size as model.ts reads them, and nothing when the block is refused (no image, or no subscribe
 * page it could open: product/subscribe.ts parseSubscribeTarget, a scene of 45, 44 or 101 and a template
 * id). Its URL is in the config, so it loads with the page's answer rather than after the block's code:
 * on the `guess` page it is the largest paint. The subscribed image needs the visitor's state, which only
 * the app asks. src/blocks/firstScreen.test.ts holds it to the block. Bundled into index.html (src/firstScreen):
 * imports no app code.
 */
export function firstImage (contents: Record<string, unknown>, ctx: FirstScreenContext): BootShot | undefined {
  var image = contents.imageUrl === null || contents.imageUrl === undefined ? contents.imgUrl : contents.imageUrl
  var src = ctx.url(image)
  if (!src) return undefined
  var sceneField = contents.scene === null || contents.scene === undefined ? contents.subscribeScene : contents.scene
  var scene = typeof sceneField === 'string' && sceneField.trim() ? Number(sceneField) : sceneField
  if (scene !== 45 && scene !== 44 && scene !== 101) return undefined
  // templateIdsOf: a comma-separated text or a list (its first 20 entries); an id is a finite number or a non-blank text.
  var ids = contents.templateIds
  var entries: unknown[] = typeof ids === 'string' ? ids.split(',') : Array.isArray(ids) ? ids.slice(0, 20) : []
  var some = entries.some(function (id) { return typeof id === 'number' ? isFinite(id) : typeof id === 'string' && id.trim() !== '' })
  return some ? { src: src, ratio: ctx.ratio(contents.imageWidth, contents.imageHeight) } : undefined
}
/* eslint-enable no-var */
