/* eslint-disable no-var */
import type { BootShot, FirstScreenContext } from '@/firstScreen/contract'

/**
 * The entry popup over the boot screen, as the block decides it (model.ts parseModal, shouldShowModal):
 * its image and size, unless its DAILY / FIRST_TIME rule finds its "already shown" cookie
 * (`ahs_modal_<id>`, store.ts). src/blocks/firstScreen.test.ts holds it to the block. Bundled into
 * index.html (src/firstScreen): imports no app code.
 */
export function popupImage (contents: Record<string, unknown>, uuid: unknown, ctx: FirstScreenContext): BootShot | undefined {
  var redirect = contents.redirect && typeof contents.redirect === 'object' ? contents.redirect as Record<string, unknown> : {}
  var src = ctx.url(redirect.imageUrl)
  if (!src) return undefined
  var rule = typeof contents.modalInterval === 'string' ? contents.modalInterval.trim().toUpperCase() : ''
  var id = typeof contents.uniqueIdentifier === 'string' && contents.uniqueIdentifier.trim() ? contents.uniqueIdentifier.trim() : typeof uuid === 'string' ? uuid : ''
  if ((rule === 'DAILY' || rule === 'FIRST_TIME') && ctx.cookie('ahs_modal_' + id.replace(/[^\w-]/g, '_'))) return undefined
  return { src: src, ratio: ctx.ratio(redirect.imageWidth, redirect.imageHeight) }
}
