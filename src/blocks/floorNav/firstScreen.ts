/* eslint-disable no-var */
import type { FirstScreenContext } from '@/firstScreen/contract'

/**
 * The floor bar's height as the boot screen leaves room for it before the app runs (index.html,
 * src/firstScreen/start.ts), in design px: style.scss, a 44 px bar (fixed or scrolling, title or image tabs
 * alike) and the 10 px margin below, whenever the block shows (model.ts parseFloorNav: at least one tab
 * that names its floor, lib/navResources.ts: with a title or an image). Not yet stuck to the top: the
 * page has not scrolled. src/blocks/floorNav/firstScreen.test.ts holds it to the block,
 * test/e2e/bootPreview.test.ts to its laid-out height. Bundled into index.html (src/firstScreen): imports no app code.
 */
export function firstBox (contents: Record<string, unknown>, ctx: FirstScreenContext): number | undefined {
  // lib/navResources.ts MAX_NAV_ITEMS: the first 20 entries.
  var resources = Array.isArray(contents.resources) ? contents.resources.slice(0, 20) : []
  for (var i = 0; i < resources.length; i++) {
    var raw = resources[i]
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) continue
    var resource = raw as Record<string, unknown>
    var redirect = resource.redirect && typeof resource.redirect === 'object' && !Array.isArray(resource.redirect) ? resource.redirect as Record<string, unknown> : {}
    // lib/config.ts str: a text that is not blank once trimmed.
    var title = typeof resource.title === 'string' && resource.title.trim() !== ''
    var image = !!(ctx.url(redirect.imageUrl) || ctx.url(resource.defaultImageUrl))
    var floor = typeof resource.targetFloorUuid === 'string' && resource.targetFloorUuid.trim() !== ''
    if ((title || image) && floor) return 44 + 10
  }
  return undefined
}
/* eslint-enable no-var */
