/* eslint-disable no-var */
import type { FirstScreenContext } from '@/firstScreen/contract'

/**
 * The navigation's height as the boot screen leaves room for it before the app runs (index.html,
 * src/firstScreen/start.ts), in design px: one row of items (model.ts, lib/navResources.ts parseNavResources:
 * an item has a title or an image; none, no block), style.scss: 10 + 10 padding, a 44 px icon, a 4 + 16 px
 * title line when any item has a title, and the 10 px margin below. More than PER_ROW (5) items scroll
 * sideways in a scroll view, whose height this does not promise: undefined, and the preview stops there.
 * src/blocks/imageTextNav/firstScreen.test.ts holds it to the block, test/e2e/bootPreview.test.ts to its
 * laid-out height. Bundled into index.html (src/firstScreen): imports no app code.
 */
export function firstBox (contents: Record<string, unknown>, ctx: FirstScreenContext): number | undefined {
  // lib/navResources.ts MAX_NAV_ITEMS: the first 20 entries.
  var resources = Array.isArray(contents.resources) ? contents.resources.slice(0, 20) : []
  var items = 0
  var titled = false
  for (var i = 0; i < resources.length; i++) {
    var raw = resources[i]
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue
    var resource = raw as Record<string, unknown>
    var redirect = resource.redirect && typeof resource.redirect === 'object' && !Array.isArray(resource.redirect) ? resource.redirect as Record<string, unknown> : {}
    // lib/config.ts str: a text that is not blank once trimmed.
    var title = typeof resource.title === 'string' && resource.title.trim() !== ''
    var image = !!(ctx.url(redirect.imageUrl) || ctx.url(resource.defaultImageUrl))
    if (!title && !image) continue
    items++
    if (title) titled = true
  }
  // model.ts: no item, no block; PER_ROW (5): more scroll.
  if (items === 0 || items > 5) return undefined
  return 10 + 44 + (titled ? 4 + 16 : 0) + 10 + 10
}
/* eslint-enable no-var */
