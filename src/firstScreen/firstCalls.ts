import { hintOf, type FirstCall, type FirstScreenHintsByKind, type PrefetchConfig } from './contract'

type Entry = { type?: unknown, data?: Record<string, unknown> }

/** renderer/registry.ts kindOf: `type` when data holds it, else the first key of data that holds contents. */
export function kindOf (entry: Entry): string {
  const holder = entry.data && typeof entry.data === 'object' ? entry.data : {}
  const holds = (key: unknown): boolean => {
    const h = typeof key === 'string' ? holder[key] as { contents?: unknown } | null : null
    return !!h && typeof h === 'object' && Array.isArray(h.contents)
  }
  return String(holds(entry.type) ? entry.type : Object.keys(holder).filter(holds)[0])
}

/** renderer/BlockList.tsx firstScreenBlocks: the first batch's blocks that are not floating, by kind, kinds in order. */
export function firstBatchByKind (components: unknown[], firstBatch: number, floatingKinds: string[]): Array<[string, unknown[]]> {
  const byKind: Record<string, unknown[]> = {}
  const order: string[] = []
  for (let b = 0, stacked = 0; b < components.length && stacked < firstBatch; b++) {
    const entry = components[b] as Entry | null
    if (!entry || typeof entry !== 'object') continue
    const kind = kindOf(entry)
    if (floatingKinds.indexOf(kind) >= 0) continue
    stacked++
    if (!byKind[kind]) { byKind[kind] = []; order.push(kind) }
    byKind[kind].push(entry)
  }
  return order.map((kind) => [kind, byKind[kind]])
}

/** The server's clock as http.ts reads it (x-server-time, else Date), moved on from the answer's stamp to `now`. */
export function serverNowOf (header: Record<string, string>, stampedAt: number, now: number): number | undefined {
  const served = Number(header['x-server-time']) || Date.parse(header.date || '')
  return served > 0 ? served + (now - stampedAt) : undefined
}

/**
 * The calls the first batch's blocks make as they mount (each kind's `firstCalls` hint), as path and body:
 * started while the app's scripts still download (a flash sale's cards wait for their prices; a session
 * about to start shows only the products with one). Calls to a path the build did not name are left out.
 */
export function firstCallsOf (components: unknown[], c: PrefetchConfig, hints: FirstScreenHintsByKind, serverNow: number | undefined): Array<{ path: string, body: string }> {
  const calls: Array<{ path: string, body: string }> = []
  for (const [kind, blocks] of firstBatchByKind(components, c.firstBatch, c.floatingKinds)) {
    const hint = hintOf(hints, kind, 'firstCalls')
    let made: FirstCall[] = []
    try {
      made = hint ? hint(blocks, serverNow) : []
    } catch {
      // That kind's blocks ask for themselves; the other kinds' calls go on.
    }
    for (const call of made) if (Object.prototype.hasOwnProperty.call(c.paths, call.path)) calls.push({ path: c.paths[call.path], body: call.body })
  }
  return calls
}
