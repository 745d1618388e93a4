/**
 * What index.html's first-screen script (this folder, bundled into the page by config/webpack/bootScript.ts)
 * and the app share: the globals it leaves for the app, the answer it prefetched, the config the build
 * hands it, and the hints each block kind gives it (`blocks/<kind>/firstScreen.ts`).
 */

/** The prefetched answers by request (`prefetchKey`), each a promise the app's transport takes once. */
export const PREFETCH_GLOBAL = '__AHS_PREFETCH__'
/**
 * A promise index.html's script loader waits for before it runs the app's scripts (they download
 * meanwhile): settled once the boot preview has painted its first image, or at once when there is
 * none to paint. Evaluating the scripts first would hold that paint until the app had rendered.
 */
export const BOOT_PAINT_GLOBAL = '__AHS_BOOT_PAINT__'
/**
 * How many stacked blocks the boot preview drew, from the top (a number, set when it draws): on H5 the page's
 * first batch reaches at least that far (renderer/afterRender.h5.ts previewedBlocks), or what the preview
 * showed would vanish when the boot screen goes, until its own batch mounted.
 */
export const BOOT_BLOCKS_GLOBAL = '__AHS_BOOT_BLOCKS__'

export interface PrefetchedAnswer {
  status: number
  statusText: string
  header: Record<string, string>
  body: string
  /** The phone's time its server-time header stands for (the middle of its round trip). */
  stampedAt: number
  /** Above `maxAnswerBytes`: not read (or dropped), `body` empty; the app refuses it as the catalogue's request failure. */
  tooLarge?: boolean
}

/** What the build hands the script (config/webpack/campaignHtml.ts, from the app's own constants). */
export interface PrefetchConfig {
  base: string
  appId: number
  defaultAgent: string
  platform: string
  paths: { release: string, preview: string, locate: string, prices: string }
  cookies: { token: string, agent: string, cityId: string }
  /** Chunk files of each block kind (several kinds may share a chunk), preloaded as soon as the page's config names them. */
  kindChunks: Record<string, string[]>
  /** Kinds that float over the first screen wherever the config lists them (each kind's meta.ts, `floating`). */
  floatingKinds: string[]
  /** How many stacked blocks the page's first batch mounts (renderer/batches.ts WEB_PAGE_BATCHES.first). */
  firstBatch: number
  publicPath: string
  /**
   * How long the early calls wait for an answer, ms (http.ts DEFAULT_TIMEOUT_MS and LOCATE_TIMEOUT_MS when
   * absent: start.test.ts holds the defaults to them). A call that timed out is aborted and its promise
   * rejects: the city falls back to 1 and the page call goes on; the app's transport asks again itself.
   */
  timeouts?: { page: number, locate: number }
  /** The largest answer read (constants.ts MAX_ANSWER_BYTES); a bigger one is neither read whole nor parsed. */
  maxAnswerBytes?: number
}

/** A call a block's first screen makes as it mounts: which of `PrefetchConfig.paths`, and its body exactly as sent. */
export interface FirstCall { path: 'prices', body: string }

/** What a hint may use: the URL and size rules every block reads images by, and the page's cookies. */
export interface FirstScreenContext {
  /** An http(s) image URL as the blocks accept it (lib/config.ts imageUrl), else undefined. */
  url: (value: unknown) => string | undefined
  /** Width / height from two config fields, as the blocks read it (lib/config.ts aspectRatioOf). */
  ratio: (width: unknown, height: unknown) => number | undefined
  cookie: (name: string) => string | undefined
}

/**
 * A kind's first-screen hints (`blocks/<kind>/firstScreen.ts`), each optional: what index.html's script can
 * do for that kind before the app's scripts run. A hints file imports no app code (config/blocks.ts evaluates
 * it on its own): it is bundled into every page's HTML, so it stays small.
 * src/blocks/firstScreen.test.ts holds each kind's hints to its real model, view and store.
 */
export interface FirstScreenHints {
  /** A stacked block drawn at full width from the top: its first image, or undefined when it shows none the boot screen can draw. */
  firstImage?: (contents: Record<string, unknown>, ctx: FirstScreenContext) => BootShot | undefined
  /**
   * A stacked block the boot screen cannot draw but whose height the config alone decides: that height in
   * design px (375 wide; its margins included), or undefined when the config does not decide it. The
   * preview leaves an empty box of it and goes on to the blocks below (an image-text navigation, a floor bar
   * above a floor's first image). A box only leads to an image: one with no image below it is not drawn.
   */
  firstBox?: (contents: Record<string, unknown>, ctx: FirstScreenContext) => number | undefined
  /** A popup floating over the first screen: its image when it will show now, else undefined. */
  popupImage?: (contents: Record<string, unknown>, uuid: unknown, ctx: FirstScreenContext) => BootShot | undefined
  /** The calls the kind's blocks in the first batch (the page's components of that kind, in order) make as they mount; `serverNow`: the server's time, when known. */
  firstCalls?: (components: unknown[], serverNow?: number) => FirstCall[]
}

/** Every kind's hints, by kind (config/webpack/bootScript.ts bundles them from the block folders). */
export type FirstScreenHintsByKind = Record<string, FirstScreenHints>

/** One image of the boot preview: its URL, its width / height when the config gives it, and whether it is the entry popup's. */
export interface BootShot { src: string, ratio?: number, popup?: boolean }
/** A stacked block of the boot preview drawn as an empty box: its height in design px (a `firstBox` hint's). */
export interface BootBox { box: number }
/** What the boot preview draws: its column of stacked blocks top down (images and boxes), then the popup's image. */
export type BootItem = BootShot | BootBox

/** The key a request is known by: method, URL and body, exactly as sent. */
export const prefetchKey = (method: string, url: string, body: string | undefined): string => `${method} ${url} ${body || ''}`

/** The prefetched answer for this request, if the page started it; each is taken once (the app's side). */
export function takePrefetched (key: string): Promise<PrefetchedAnswer> | undefined {
  if (typeof window === 'undefined') return undefined
  const store = (window as unknown as Record<string, { [key: string]: Promise<PrefetchedAnswer> | undefined } | undefined>)[PREFETCH_GLOBAL]
  const hit = store ? store[key] : undefined
  if (store && hit) delete store[key]
  return hit
}

/** A hint of a kind, when the kind has hints (an own property: a config's kind is never looked up the prototype). */
export function hintOf<K extends keyof FirstScreenHints> (hints: FirstScreenHintsByKind, kind: string, name: K): FirstScreenHints[K] | undefined {
  return Object.prototype.hasOwnProperty.call(hints, kind) ? hints[kind][name] : undefined
}
