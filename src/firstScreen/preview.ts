import { hintOf, type BootItem, type FirstScreenContext, type FirstScreenHintsByKind } from './contract'

/** A component's kind and settings as the renderer reads them for the first key of data; none behind a login wall. */
export function readComponent (component: unknown): { kind: string, contents: Record<string, unknown> | undefined } | undefined {
  const data = component && typeof component === 'object' ? (component as { data?: unknown }).data as Record<string, { contents?: unknown[] } | undefined> | undefined : undefined
  if (!data || typeof data !== 'object') return undefined
  const kind = Object.keys(data)[0]
  const holder = data[kind]
  const contents = holder && typeof holder === 'object' && Array.isArray(holder.contents) ? holder.contents[0] as Record<string, unknown> | undefined : undefined
  return { kind, contents: contents && typeof contents === 'object' && !contents.circleType ? contents : undefined }
}

/** Stacked blocks the preview draws at most: the app's first batch mounts every block drawn (renderer/batches.ts firstBatchCount). */
export const PREVIEW_MAX_BLOCKS = 5
export const PREVIEW_MAX_IMAGES = 3
/** No hint gives a height over 2000 design px (five screens): one that does has gone wrong, and the column ends. */
export const PREVIEW_MAX_BOX = 2000
/** The popup is looked for among the first 40 components. */
export const PREVIEW_POPUP_WITHIN = 40

/**
 * The images the page's first blocks open with, when those blocks are images at full width from the
 * top (each kind's `firstImage` hint says what its block shows): the boot screen shows them as soon as
 * the config is here, so the visitor sees the campaign's first screen before the app's scripts have run.
 * A block whose height the config decides (a `firstBox` hint: a navigation, a floor bar) is an empty box
 * of that height, so the images below it sit where the app will draw them. It stops at the first block it
 * cannot draw or measure as the app will (a kind without either hint, a block that shows no image, a
 * login wall), after three images, and after five blocks; boxes with no image below them are left out.
 *
 * A popup (the first component of a kind with a `popupImage` hint, anywhere in the first 40) floats over
 * that first screen: when its hint says it shows now, its image comes last, marked `popup`.
 */
export function bootPreviewOf (components: unknown, hints: FirstScreenHintsByKind, ctx: FirstScreenContext): BootItem[] {
  const shots: BootItem[] = []
  if (!Array.isArray(components)) return shots
  let images = 0
  for (let i = 0; i < components.length && images < PREVIEW_MAX_IMAGES && shots.length < PREVIEW_MAX_BLOCKS; i++) {
    const block = readComponent(components[i])
    const contents = block && block.contents
    if (!block || !contents) break
    const firstImage = hintOf(hints, block.kind, 'firstImage')
    const shot = firstImage ? firstImage(contents, ctx) : undefined
    if (shot) {
      shots.push({ src: shot.src, ratio: shot.ratio })
      images++
      continue
    }
    const firstBox = hintOf(hints, block.kind, 'firstBox')
    const box = firstBox ? firstBox(contents, ctx) : undefined
    if (typeof box !== 'number' || !(box >= 0 && box <= PREVIEW_MAX_BOX)) break
    shots.push({ box })
  }
  while (shots.length && 'box' in shots[shots.length - 1]) shots.pop()
  for (let p = 0; p < components.length && p < PREVIEW_POPUP_WITHIN; p++) {
    const floating = readComponent(components[p])
    const popup = floating ? hintOf(hints, floating.kind, 'popupImage') : undefined
    if (!floating || !popup) continue
    // The first popup decides: behind a login wall, or not showing now, there is none.
    const popupShot = floating.contents ? popup(floating.contents, (components[p] as { uuid?: unknown }).uuid, ctx) : undefined
    if (popupShot) shots.push({ src: popupShot.src, ratio: popupShot.ratio, popup: true })
    break
  }
  return shots
}

/** The popup's image of a preview, if it has one. */
export const popupOf = (items: BootItem[]): BootItem & { src: string } | undefined =>
  items.filter((item): item is BootItem & { src: string } => 'popup' in item && !!item.popup)[0]
