import { BOOT_PAINT_GLOBAL, PREFETCH_GLOBAL, type FirstScreenHintsByKind, type PrefetchConfig, type PrefetchedAnswer } from './contract'
import { firstScreenContext } from './context'
import { firstCallsOf, serverNowOf } from './firstCalls'
import { firstFilesOf, preloadQueueOf } from './firstFiles'
import { cookieReader, knownCityOf, launchQueryOf, locatedCityOf } from './launch'
import { paintPreview } from './paint'
import { drainOnePerTask } from './preload'
import { bootPreviewOf } from './preview'
import { answerSender, requestHeaders, type Send } from './request'

/** Used when the build names none: http.ts DEFAULT_TIMEOUT_MS and LOCATE_TIMEOUT_MS (start.test.ts holds them equal). */
export const DEFAULT_TIMEOUTS = { page: 15000, locate: 5000 }

/**
 * The H5 page's first-screen script, run by index.html before the app's scripts (they download meanwhile):
 * it starts the first page call at once (the city, 000 §5, then the page), and when the config is here draws
 * the boot preview, starts the first blocks' calls and fetches their code and images early. The page's
 * critical chain would otherwise be HTML → scripts → city → page → block code → images.
 *
 * The app's own request later takes the answer instead of asking again, through the H5 transport, when it is
 * the very same request (method, URL and body); any difference (a city chosen meanwhile, a failed prefetch)
 * simply asks anew, so the prefetch can only save time, never change what the page shows. Whatever fails
 * here costs nothing: the app asks as usual. `BOOT_PAINT_GLOBAL` settles once the preview has painted, or
 * at once when there is nothing to paint (index.html's loader runs the app's scripts then).
 */
export function startPrefetch (c: PrefetchConfig, hints: FirstScreenHintsByKind): void {
  let painted = () => { /* replaced below */ }
  try {
    ;(window as unknown as Record<string, unknown>)[BOOT_PAINT_GLOBAL] = new Promise<void>((resolve) => { painted = resolve })
  } catch {
    // No promise, no wait: the loader runs the scripts at once.
  }
  try {
    const store: Record<string, Promise<PrefetchedAnswer>> = {}
    ;(window as unknown as Record<string, unknown>)[PREFETCH_GLOBAL] = store
    const query = launchQueryOf(location)
    if (!query) { painted(); return }
    const cookie = cookieReader(() => document.cookie)
    const send = answerSender(c, requestHeaders(c, query, cookie, Date.now()), store)
    const timeouts = c.timeouts || DEFAULT_TIMEOUTS
    const askPage = (cityId: number) => {
      const path = Object.prototype.hasOwnProperty.call(query, 'preview') ? c.paths.preview : c.paths.release
      send(path, JSON.stringify({ hash: query.activityId, cityId, platform: c.platform }), timeouts.page).then((answer) => {
        // The boot preview draws into the boot screen: an answer back before the body is parsed waits for it.
        const go = () => warm(answer, c, hints, send, timeouts.page, cookie, painted)
        if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go)
        else go()
      }, painted)
    }
    // At once, from the HTML's parsing: the page's content waits for these two round trips, its first paint
    // for the few milliseconds the first request takes to start. Started after the boot screen's first frame
    // instead, that start was a task of its own after the first paint (7 ms of CPU, up to 37 ms on the load
    // bench's busy two cores: blocking time), and both calls left some 20 to 100 ms later.
    const city = knownCityOf(query, cookie(c.cookies.cityId))
    if (city !== undefined) askPage(city)
    // No answer in time is a failure too (000 §5: "if that fails, 1 is used"): the page call goes on.
    else send(c.paths.locate, '{}', timeouts.locate).then((answer) => askPage(locatedCityOf(answer.status, answer.body)), () => askPage(1))
  } catch {
    painted()
  }
}

/** The page's config is here: the preview, the first calls, the blocks' code and the first screen's images. */
function warm (answer: PrefetchedAnswer, c: PrefetchConfig, hints: FirstScreenHintsByKind, send: Send, timeout: number, cookie: (name: string) => string | undefined, painted: () => void): void {
  if (answer.tooLarge) { painted(); return }
  let page: { components?: unknown, status?: unknown } | null = null
  try {
    page = JSON.parse(answer.body).data
  } catch {
    painted()
    return
  }
  if (!page || !Array.isArray(page.components)) { painted(); return }
  const components: unknown[] = page.components
  const calls = () => {
    try {
      for (const call of firstCallsOf(components, c, hints, serverNowOf(answer.header, answer.stampedAt, Date.now()))) {
        send(call.path, call.body, timeout).catch(() => { /* the block asks again */ })
      }
    } catch {
      // The blocks ask for themselves.
    }
  }
  // The preview's popup image is fetched whatever the visitor's cookies say (its rule is the preview's to apply).
  const anyVisitor = firstScreenContext(() => undefined)
  let previewed = 0
  let laterDone = false
  // Walking the whole config for the kinds and images to preload, in a task of its own.
  const later = () => {
    if (laterDone) return
    laterDone = true
    const files = firstFilesOf(components, answer.body, c, hints, anyVisitor, (list) => bootPreviewOf(list, hints, anyVisitor), previewed)
    drainOnePerTask(preloadQueueOf(files, c))
  }
  // The preview first (the visitor's first screen), in this task. With a preview, its first images go
  // first, alone: the blocks' code and styles (needed only once the app runs, after that paint) follow when
  // they have loaded rather than sharing the connections with them. An activity that is offline shows the
  // app's placeholder, not its blocks: no preview then.
  let drew: number | undefined
  try {
    drew = page.status !== 'OFFLINE' ? paintPreview(document.getElementById('boot-screen'), bootPreviewOf(components, hints, firstScreenContext(cookie)), later, painted) : undefined
  } catch {
    drew = undefined
  }
  // Each request starts on the main thread, and while the page loads a task that starts several waits for
  // a core (preload.ts drainOnePerTask): the preview's images first, the first calls in the next task;
  // without a preview the first calls here, and the app's first script (the loader waits for `painted`) in
  // a task of its own.
  if (drew !== undefined) {
    previewed = drew
    setTimeout(calls, 0)
  } else {
    calls()
    setTimeout(later, 0)
    setTimeout(painted, 0)
  }
}
