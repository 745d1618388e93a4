/**
 * How a file the page will need is fetched early: `run` a block's script (run as soon as it is here), `style`
 * a block's stylesheet (added as one), `script` and `image` preloaded.
 */
export type PreloadAs = 'run' | 'style' | 'script' | 'image'

/** Starts fetching `href` unless the page already has it (the app's own loader may have come first: once is enough). */
export function preload (href: string, as: PreloadAs, high?: boolean): void {
  const links = document.getElementsByTagName('link')
  for (let l = 0; l < links.length; l++) if (links[l].getAttribute('href') === href) return
  const scripts = document.getElementsByTagName('script')
  for (let k = 0; k < scripts.length; k++) if (scripts[k].getAttribute('src') === href) return
  if (as === 'run') {
    // The first blocks' code runs as soon as it is here: a webpack chunk run before the app's own scripts
    // waits in webpack's chunk list, and the app's import() of it then resolves at once, with no script
    // element, download or task of its own between the page's config and its first screen. webpack's
    // loader takes a script element with the chunk's URL for its own and waits for its load event: one
    // that failed is taken away, so the app asks again with its own.
    const script = document.createElement('script')
    script.src = href
    script.async = true
    script.onerror = () => { if (script.parentNode) script.parentNode.removeChild(script) }
    document.head.appendChild(script)
    return
  }
  const link = document.createElement('link')
  // A block's stylesheet is added as one (webpack's CSS loader takes an existing link for loaded,
  // a mere preload included, and would never apply it); scripts and images are preloaded.
  if (as === 'style') link.rel = 'stylesheet'
  else {
    link.rel = 'preload'
    link.as = as
  }
  link.href = href
  // The first image goes first; the blocks' scripts do not compete with it.
  if (high) link.setAttribute('fetchpriority', 'high')
  else if (as === 'script') link.setAttribute('fetchpriority', 'low')
  document.head.appendChild(link)
}

/**
 * Preloads a queue one link per task: each starts its request on the main thread (some 8 ms under a 4x CPU
 * throttle), and while the page loads its tasks wait for a core (two-core phone, the load bench's machine):
 * two per task made tasks of 13 to 30 ms of which 2 ms ran, each long enough to count as blocking. Not in
 * the task that read the config for them.
 */
export function drainOnePerTask (queue: Array<{ href: string, as: PreloadAs, high: boolean }>, load: typeof preload = preload): void {
  const drain = () => {
    const link = queue.shift()
    if (link) load(link.href, link.as, link.high)
    if (queue.length) setTimeout(drain, 0)
  }
  setTimeout(drain, 0)
}
