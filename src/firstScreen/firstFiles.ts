import { hintOf, type BootItem, type FirstScreenContext, type FirstScreenHintsByKind, type PrefetchConfig } from './contract'
import { popupOf } from './preview'
import type { PreloadAs } from './preload'

/** The kinds a page names, those its first screen waits for, and the first screen's images (three at most). */
export interface FirstFiles { kinds: string[], firstKinds: string[], images: string[] }

/** The first blocks walked for their kinds and images: three entries of each list at every level, 16 levels at most. */
const WALK_WIDTH = 3
const WALK_DEPTH = 16
const MAX_IMAGES = 3
/** Image fields the walk takes: the blocks' main images. */
const IMAGE_FIELD = /^(imageUrl|img|defaultBgImageUrl)$/
/**
 * A component names its kind in `"type"` and as the first key of `"data"` (the app's kindOf reads either);
 * one named neither way is not preloaded and loads when the app asks. A name found elsewhere costs at most a
 * preload of a kind the page may not use.
 */
const KIND_PATTERNS = [/"data"\s*:\s*\{\s*"([A-Za-z_$][\w$]*)"\s*:/g, /"type"\s*:\s*"([A-Za-z_$][\w$]*)"/g]

/**
 * What to fetch early for a page: every kind its answer names (nested tab and mutex children included: read
 * off the answer's text in one pass, rather than by walking a config of thousands of fields, some 28 ms on a
 * two-core machine, where it held up the first screen), the kinds of its first blocks (their code is what the
 * first screen waits for: the first three, the blocks the preview drew, `previewed`, and the floating ones),
 * and the first screen's images.
 *
 * Images: the first batch's own first, as each kind's firstImage hint reads them (a header, a banner, a
 * multi image below a navigation; the first screen's largest paint is among them, and the icons a walk meets
 * first, an image-text navigation's, must not take all three places), two at most among the first five
 * blocks that are not floating; then the walk's; then the popup's (it floats over the first screen wherever
 * the config lists it; its image is fetched whether or not its rule shows it now: a preload it skips costs
 * little).
 */
export function firstFilesOf (components: unknown[], body: string, c: PrefetchConfig, hints: FirstScreenHintsByKind, ctx: FirstScreenContext, previewOf: (components: unknown[]) => BootItem[], previewed: number): FirstFiles {
  const kinds: Record<string, true> = {}
  const firstKinds: Record<string, true> = {}
  const images: string[] = []
  // A kind the build knows: an own key of kindChunks (a name from the answer is never looked up the prototype).
  const known = (name: string): boolean => Object.prototype.hasOwnProperty.call(c.kindChunks, name)
  const nameFirst = (data: Record<string, unknown>) => {
    for (const key in data) if (known(key)) firstKinds[key] = kinds[key] = true
  }
  try {
    for (let h = 0, stacked = 0; h < components.length && stacked < 5 && images.length < 2; h++) {
      const comp = components[h] as { data?: Record<string, { contents?: unknown[] } | null> } | null
      const data = comp && typeof comp === 'object' && comp.data && typeof comp.data === 'object' ? comp.data : undefined
      const key = data ? Object.keys(data)[0] : undefined
      if (!data || !key || c.floatingKinds.indexOf(key) >= 0) continue
      stacked++
      const holder = data[key]
      const contents = holder && typeof holder === 'object' && Array.isArray(holder.contents) ? holder.contents[0] : undefined
      const hint = hintOf(hints, key, 'firstImage')
      const shot = hint && contents && typeof contents === 'object' ? hint(contents as Record<string, unknown>, ctx) : undefined
      if (shot && images.indexOf(shot.src) < 0) images.push(shot.src)
    }
  } catch {
    // The walk below finds images enough.
  }
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > WALK_DEPTH) return
    if (Array.isArray(value)) {
      for (let j = 0; j < value.length && j < WALK_WIDTH; j++) walk(value[j], depth + 1)
      return
    }
    const record = value as Record<string, unknown>
    if (typeof record.uuid === 'string' && typeof record.type === 'string' && record.data && typeof record.data === 'object') nameFirst(record.data as Record<string, unknown>)
    for (const field in record) {
      const child = record[field]
      if (images.length < MAX_IMAGES && IMAGE_FIELD.test(field) && typeof child === 'string' && /^https?:\/\//.test(child) && images.indexOf(child) < 0) images.push(child)
      walk(child, depth + 1)
    }
  }
  walk(components.slice(0, WALK_WIDTH), 0)
  // The blocks the preview drew are all in the app's first batch: their code runs as it arrives, as the first three's.
  for (let d = WALK_WIDTH; d < previewed && d < components.length; d++) {
    const drawn = components[d] as { data?: Record<string, unknown> } | null
    if (drawn && drawn.data && typeof drawn.data === 'object') nameFirst(drawn.data)
  }
  for (const pattern of KIND_PATTERNS) {
    pattern.lastIndex = 0
    let found: RegExpExecArray | null
    while ((found = pattern.exec(body)) !== null) if (known(found[1])) kinds[found[1]] = true
  }
  // A floating block (the entry popup, a floating icon) shows with the first blocks, wherever it is listed.
  for (const named in kinds) if (c.floatingKinds.indexOf(named) >= 0) firstKinds[named] = true
  const popup = popupOf(previewOf(components))
  if (popup && images.indexOf(popup.src) < 0) images.push(popup.src)
  return { kinds: Object.keys(kinds), firstKinds: Object.keys(firstKinds), images }
}

/**
 * The order they are fetched in: the first blocks' code first (the first screen paints only once it has run,
 * and an image that loaded before it would wait anyway: a slow network shares its bandwidth between whatever
 * is loading), run as it arrives; then the first screen's images, the first at high priority; then the other
 * kinds' files, only preloaded (run when the app asks). Kinds sharing a chunk (their meta.ts) queue its files once.
 */
export function preloadQueueOf (files: FirstFiles, c: PrefetchConfig): Array<{ href: string, as: PreloadAs, high: boolean }> {
  const queue: Array<{ href: string, as: PreloadAs, high: boolean }> = []
  const queued: Record<string, true> = {}
  const code = (kind: string, run: boolean) => {
    for (const file of c.kindChunks[kind]) {
      if (queued[file]) continue
      queued[file] = true
      queue.push({ href: c.publicPath + file, as: /\.css$/.test(file) ? 'style' : run ? 'run' : 'script', high: false })
    }
  }
  for (const kind of files.firstKinds) code(kind, true)
  files.images.forEach((href, m) => queue.push({ href, as: 'image', high: m === 0 }))
  for (const kind of files.kinds) if (files.firstKinds.indexOf(kind) < 0) code(kind, false)
  return queue
}
