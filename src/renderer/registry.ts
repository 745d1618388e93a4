import { isObject } from '@/lib/config'
import type { Busy } from '@/lib/settle'
import type { ComponentConfig } from '@/lib/types'
import type { AnyBlock } from './types'

/** How many kinds' chunks `preload` starts per task. */
export const PRELOAD_PER_TASK = 2

/** A kind's block: bundled (mini-programs), or a chunk loaded the first time a page shows the kind (H5). */
export type BlockSource = AnyBlock | (() => Promise<{ default: AnyBlock }>)

/**
 * Config kind → block. The list of kinds is known at once (so the renderer and
 * the mutex decide "is this a kind we render?" without loading anything); a
 * kind's model and view arrive together, bundled in mini-programs and on
 * demand on H5, so the first route does not grow with the number of blocks.
 */
export class BlockRegistry {
  private readonly loaders = new Map<string, () => Promise<{ default: AnyBlock }>>()
  private readonly ready = new Map<string, AnyBlock>()
  private readonly pending = new Map<string, Promise<AnyBlock>>()
  private readonly failed = new Map<string, Error>()
  /** Kinds `preload` has yet to start, and the task that starts the next ones. */
  private readonly queued: string[] = []
  private preloadTimer: ReturnType<typeof setTimeout> | undefined

  /**
   * @param busy emulator builds under test: a chunk loading is work in flight for the page's settle
   * signal (lib/settle.ts).
   * @param floating the kinds that float over the page (their meta.ts says so), known before any loads.
   * @param aliases other names a config gives a kind (their meta.ts `aliases`) → the kind that draws them.
   * @param staying kinds whose blocks never give way in the page's window once mounted (their meta.ts `stays`).
   */
  constructor (sources: Readonly<Record<string, BlockSource>> = {}, private readonly busy?: Busy, private readonly floating: ReadonlySet<string> = new Set(), private readonly aliases: ReadonlyMap<string, string> = new Map(), private readonly staying: ReadonlySet<string> = new Set()) {
    for (const [kind, source] of Object.entries(sources)) this.add(kind, source)
  }

  /** The kind whose block draws a config's kind: itself, or the kind it is another name of. */
  private own (kind: string): string {
    return this.aliases.get(kind) ?? kind
  }

  /** A registry of given blocks (tests, previews). Registering a kind twice is a programming error. */
  static of (blocks: readonly AnyBlock[]): BlockRegistry {
    const registry = new BlockRegistry()
    for (const block of blocks) registry.add(block.kind, block)
    return registry
  }

  private add (kind: string, source: BlockSource): void {
    if (this.has(kind)) throw new Error(`block kind "${kind}" is registered twice`)
    if (typeof source === 'function') this.loaders.set(kind, source)
    else this.ready.set(kind, source)
  }

  has (configKind: string): boolean {
    const kind = this.own(configKind)
    return this.ready.has(kind) || this.loaders.has(kind)
  }

  /** Whether the kind floats over the page (fixed: the entry popup, the floating icon, back-to-top) and takes no place in the stack. */
  floats (kind: string): boolean {
    return this.floating.has(this.own(kind))
  }

  /** Whether the kind's blocks stay mounted once mounted (a floor bar fixed to the screen once scrolled past). */
  stays (kind: string): boolean {
    return this.staying.has(this.own(kind))
  }

  /** Every kind a config may name that this registry draws, aliases included. */
  kinds (): string[] {
    const own = [...new Set([...this.ready.keys(), ...this.loaders.keys()])]
    return [...own, ...[...this.aliases.keys()].filter((alias) => this.has(alias))]
  }

  /** The block if it is already here (always, in mini-programs). */
  peek (kind: string): AnyBlock | undefined {
    return this.ready.get(this.own(kind))
  }

  /** Loads a kind's block once; after a failed load the next call tries again. */
  load (configKind: string): Promise<AnyBlock> {
    const kind = this.own(configKind)
    const block = this.ready.get(kind)
    if (block) return Promise.resolve(block)
    const pending = this.pending.get(kind)
    if (pending) return pending
    const loader = this.loaders.get(kind)
    if (!loader) return Promise.reject(new Error(`unknown block kind "${kind}"`))
    // Asked again (the next page load): a kind that failed to load is tried once more.
    this.failed.delete(kind)
    const done = this.busy?.(`chunk ${kind}`)
    const promise = loader().then((module) => {
      if (module.default.kind !== kind) throw new Error(`block "${kind}" loaded a definition of "${module.default.kind}"`)
      this.ready.set(kind, module.default)
      return module.default
    }).catch((error: unknown) => {
      this.failed.set(kind, error instanceof Error ? error : new Error(String(error)))
      throw error
    }).finally(() => {
      this.pending.delete(kind)
      done?.()
    })
    this.pending.set(kind, promise)
    return promise
  }

  /**
   * For rendering under React Suspense: the block, or a thrown promise while it
   * loads (the nearest Suspense shows nothing meanwhile), or the load's error
   * (the block's boundary isolates it). A failed kind stays failed for renders
   * (React re-renders after an error; each must not start another download)
   * until `load` or `preload` asks again, as the next page load does.
   */
  read (configKind: string): AnyBlock {
    const kind = this.own(configKind)
    const block = this.ready.get(kind)
    if (block) return block
    const error = this.failed.get(kind)
    if (error) throw error
    throw this.load(kind).catch(() => undefined)
  }

  /**
   * Starts loading these kinds (every kind a page names, nested ones included) in one wave, rather
   * than one nesting level after another, in the order given (the page's, so the first screen's kinds
   * first). A kind whose load failed is tried again. `PRELOAD_PER_TASK` kinds start per task: on H5 a kind
   * with a chunk of its own appends a script element (and, when block chunks had stylesheets, a link), and
   * twenty such kinds in one task made that task some 300 ms long under a 4x CPU throttle (the elements'
   * appends and webpack's chunk loaders), just as the first blocks render. A kind a render asks for
   * meanwhile (`read`) starts at once.
   */
  preload (kinds: Iterable<string>): void {
    for (const configKind of kinds) {
      const kind = this.own(configKind)
      if (!this.queued.includes(kind)) this.queued.push(kind)
    }
    this.drainPreloads()
  }

  private drainPreloads (): void {
    if (this.preloadTimer !== undefined) return
    let started = 0
    while (started < PRELOAD_PER_TASK && this.queued.length) {
      const kind = this.queued.shift()!
      if (this.ready.has(kind) || this.pending.has(kind) || !this.loaders.has(kind)) continue
      this.load(kind).catch(() => undefined)
      started++
    }
    if (this.queued.length) {
      this.preloadTimer = setTimeout(() => {
        this.preloadTimer = undefined
        this.drainPreloads()
      }, 0)
    }
  }
}

/**
 * The kind of a component: its `type` when `data[type]` holds the contents, else
 * the first key of `data` that does (000 §3: "data keyed by a type-specific name").
 */
export function kindOf (component: ComponentConfig): string | undefined {
  const data = component.data
  if (!isObject(data)) return undefined
  const holds = (key: string) => isObject(data[key]) && Array.isArray((data[key] as { contents?: unknown }).contents)
  if (component.type && holds(component.type)) return component.type
  return Object.keys(data).find(holds)
}

/** `data[kind].contents[0]`, the block's settings. */
export function contentsOf (component: ComponentConfig, kind: string): unknown {
  return component.data?.[kind]?.contents?.[0]
}

/** The login-blocking image (000 §4): a component with circleType and backStopImageUrl, while the visitor has no userKey. */
export function loginWallOf (contents: unknown): string | undefined {
  if (!isObject(contents)) return undefined
  const { circleType, backStopImageUrl } = contents
  return circleType && typeof backStopImageUrl === 'string' && backStopImageUrl ? backStopImageUrl : undefined
}

/** How deep a page's config is searched for nested components (tab and mutex children). */
const KIND_SEARCH_DEPTH = 16

/** Every kind a list of components names, nested ones (a tab's components, a mutex's groups) included. */
export function componentKinds (components: readonly unknown[]): Set<string> {
  const kinds = new Set<string>()
  let budget = 5000
  const walk = (value: unknown, depth: number): void => {
    if (--budget < 0 || depth > KIND_SEARCH_DEPTH || typeof value !== 'object' || value === null) return
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1)
      return
    }
    const record = value as Record<string, unknown>
    if (typeof record.uuid === 'string' && typeof record.type === 'string') {
      const kind = kindOf(record as unknown as ComponentConfig)
      if (kind) kinds.add(kind)
    }
    for (const child of Object.values(record)) walk(child, depth + 1)
  }
  walk(components, 0)
  return kinds
}
