import { Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { untracked } from 'mobx'
import { observer } from 'mobx-react'
import { imageUrl } from '@/lib/config'
import { errorMessage } from '@/lib/errors'
import { t } from '@/i18n'
import type { ComponentConfig } from '@/lib/types'
import { MAX_NESTING, sanitizeComponents } from '@/stores/page/model'
import { useStores, type RootStore } from '@/stores'
import { LoginWall } from '@/ui/LoginWall'
import { afterRender, previewedBlocks } from './afterRender'
import { firstBatchCount, nextBatchCount, type BatchPlan } from './batches'
import { BlockBoundary, BlockFault } from './BlockBoundary'
import { LayoutContext, NestingContext, RegistryContext, createLayoutSignal } from './context'
import { ExposureSlot, PageTracking } from './ExposureSlot'
import { floorClass, floorHolder } from './floors'
import { contentsOf, kindOf, loginWallOf, type BlockRegistry } from './registry'
import { blockKey, blockKeys, useBlockWindow, windowSlotClass, type PageWindow } from './useBlockWindow'
import type { AnyBlock, ComponentMeta, ParseResult } from './types'

interface Props {
  /** Defaults to the registry in context (nested lists: tab groups, mutex). */
  registry?: BlockRegistry
  /** Untrusted: entries that are not components are skipped (named in preview). */
  components: readonly unknown[]
  /** The page's own list: its blocks windowed (first screen first, then as the visitor scrolls). Nested lists mount at once. */
  batches?: BatchPlan
  /** Called once the first batch is on screen (with batches). */
  onFirstBatch?: () => void
}

// A block's model is pure, so its answer for one contents object is kept: re-renders do not parse again.
const parsed = new WeakMap<AnyBlock, WeakMap<object, ParseResult<unknown>>>()

/** `block.parse`, once per contents object. Throws what the model throws (the caller's boundary catches it). */
export function parseBlock (block: AnyBlock, contents: unknown, component: ComponentConfig): ParseResult<unknown> {
  if (contents === undefined) return { ok: false, reason: t('block.noContents') }
  if (typeof contents !== 'object' || contents === null) return block.parse(contents, component)
  let byContents = parsed.get(block)
  if (!byContents) parsed.set(block, byContents = new WeakMap())
  let result = byContents.get(contents)
  if (!result) byContents.set(contents, result = block.parse(contents, component))
  return result
}

// The components whose stores warmStores has seen to, per root store.
const warmed = new WeakMap<RootStore, WeakSet<ComponentConfig>>()

const metaOf = (component: ComponentConfig, kind: string): ComponentMeta => ({ id: component.id, uuid: component.uuid, type: component.type, kind })

/** The block's store for this component (kept by uuid in the root), created on first use; none for a stateless block. */
function storeOf (root: RootStore, block: AnyBlock, model: unknown, meta: ComponentMeta) {
  const create = block.createStore
  return create ? root.blocks.obtain(meta.uuid, meta.kind, () => create(root, model, meta)) : undefined
}

/** A parsed block with its store and its view. */
function ParsedBlock ({ block, model, meta }: { block: AnyBlock, model: unknown, meta: ComponentMeta }) {
  const root = useStores()
  const store = storeOf(root, block, model, meta)
  // A refresh brought this uuid's config again: its store takes what changed.
  useEffect(() => { store?.update?.(model) }, [store, model])
  const { View } = block
  return <View model={model} component={meta} store={store} />
}

/**
 * Creates the stores of blocks whose code is already here, in one go, so their
 * first calls start in the same tick: the price asks of one window, from every
 * block, are one request (ProductService.prices), however React slices the
 * render that mounts them. index.html's first price calls count on it
 * (a kind's firstCalls hint, blocks/<kind>/firstScreen.ts). For a later batch it runs before the
 * batch mounts, so those blocks start loading now. It never starts a kind's
 * download itself (the page preloads every kind a few per task; starting them
 * all here made one long task), and a block this cannot read is left to its
 * own boundary when it mounts.
 */
function warmStores (components: readonly ComponentConfig[], registry: BlockRegistry, root: RootStore): void {
  // Each list render passes every block shown so far: a component is looked at once its code is here.
  let done = warmed.get(root)
  if (!done) warmed.set(root, done = new WeakSet())
  for (const component of components) {
    if (done.has(component)) continue
    const kind = kindOf(component)
    if (!kind || !registry.has(kind)) continue
    const contents = contentsOf(component, kind)
    if (loginWallOf(contents) && !root.session.loggedIn) continue
    const block = registry.peek(kind)
    if (!block) continue
    done.add(component)
    if (!block.createStore) continue
    try {
      const result = parseBlock(block, contents, component)
      if (result.ok) storeOf(root, block, result.value, metaOf(component, kind))
    } catch {
      // Its boundary shows (or hides) this block once it mounts.
    }
  }
}

/**
 * One component, inside its boundary: kind, login wall, config, view. Reading
 * the config runs here, so a model that throws on a strange field loses only
 * this block.
 */
const BlockSlot = observer(function BlockSlot ({ component, registry }: { component: ComponentConfig, registry: BlockRegistry }) {
  const root = useStores()
  const { page, session, tracker } = root
  const kind = kindOf(component)
  if (!kind || !registry.has(kind)) {
    return page.preview ? <BlockFault message={t('block.unknown', { kind: kind ?? component.type ?? '?', uuid: component.uuid })} /> : null
  }
  const contents = contentsOf(component, kind)
  const wall = loginWallOf(contents)
  if (wall && !session.loggedIn) {
    // Until the user call answers, a logged-in visitor must not see the wall flash.
    if (!session.checked) return null
    return <LoginWall imageUrl={imageUrl(wall)} onLogin={() => { session.login().catch((e: unknown) => root.platform.toast(errorMessage(e))) }} />
  }
  const block = registry.read(kind)
  const result = parseBlock(block, contents, component)
  if (!result.ok) {
    tracker.reportBlockError(result.reason, { activityId: page.params?.activityId, componentType: component.type, uuid: component.uuid })
    return page.preview ? <BlockFault message={t('block.invalid', { type: component.type, uuid: component.uuid, reason: result.reason })} /> : null
  }
  const meta = metaOf(component, kind)
  // Preview mode: what an operator should know of a config the page still shows (a colour that reads poorly).
  const notes = page.preview && result.notes?.length ? result.notes.map((note, i) => <BlockFault key={`note-${i}`} message={t('block.note', { type: component.type, uuid: component.uuid, note })} />) : null
  return (
    <>
      {notes}
      <ExposureSlot root={root} block={meta} floating={registry.floats(kind)}>
        <ParsedBlock block={block} model={result.value} meta={meta} />
      </ExposureSlot>
    </>
  )
})

/**
 * Shows its blocks only once the code of every kind they name is here (H5 loads each kind on demand):
 * blocks appearing one by one, in whatever order their code arrives, would push each other down
 * (layout shifts). The page's list passes the kinds of the blocks mounted so far: a later batch is a
 * transition, so while its code loads the blocks above stay as they are, and it appends below them.
 * A kind whose code failed to load does not hold the others back: its own block's boundary deals
 * with it. In mini-programs every kind is bundled, so this never waits.
 * `onReady` runs in the render that shows them, before any of them renders.
 */
function AwaitKinds ({ registry, kinds, onReady, children }: { registry: BlockRegistry, kinds: readonly string[], onReady: () => void, children: ReactNode }) {
  const pending: Promise<unknown>[] = []
  for (const kind of kinds) {
    try {
      registry.read(kind)
    } catch (e) {
      if (e instanceof Promise) pending.push(e)
    }
  }
  if (pending.length) throw Promise.all(pending)
  onReady()
  return <>{children}</>
}

/**
 * Tells the page's window each time the blocks it mounted are in the page with their code: inside the list's
 * Suspense, its effect runs when they commit, also when a kind's code that came late reveals them.
 */
function Drawn ({ keys, onDrawn }: { keys: string, onDrawn: () => void }) {
  useEffect(() => { onDrawn() }, [keys, onDrawn])
  return null
}

/**
 * Says once that it is on screen. Inside the list's Suspense, after the blocks: its effect runs only
 * when they have committed with their code, never while the boundary still shows its fallback.
 */
function Reached ({ onReached }: { onReached: () => void }) {
  useEffect(() => { onReached() }, [onReached])
  return null
}

/** The floating blocks (the registry knows their kinds) and the stacked ones, each in config order. */
function byPlacement (list: readonly ComponentConfig[], registry: BlockRegistry): { floating: ComponentConfig[], stacked: ComponentConfig[] } {
  const floating: ComponentConfig[] = []
  const stacked: ComponentConfig[] = []
  for (const component of list) (registry.floats(kindOf(component) ?? '') ? floating : stacked).push(component)
  return { floating, stacked }
}

/**
 * The blocks of a list in batches `plan` that its first screen shows: the floating ones and the first batch
 * (on H5 at least the blocks index.html's boot preview drew: batches.ts firstBatchCount).
 */
export function firstScreenBlocks (list: readonly ComponentConfig[], plan: BatchPlan, registry: BlockRegistry): ComponentConfig[] {
  const { floating, stacked } = byPlacement(list, registry)
  return floating.concat(stacked.slice(0, nextBatchCount(0, stacked.length, plan, firstBatchCount(plan, previewedBlocks()))))
}

/** What the page reports (once) when the host cannot measure its blocks: the window then mounts every block. */
export const BLIND_REPORT = 'block window: the host answered no layout query; every block mounts'

/** Stacked blocks a run holds: the audits allow 60 children a node, and a page may list 200 blocks. */
const BLOCKS_A_RUN = 20

/**
 * The page's windowed blocks (useBlockWindow.ts): each in a slot of its own that stays in the tree, holding
 * the block while it is mounted and standing empty at its measured height once it gave way (a mini-program
 * then patches that one slot, not the whole list); slots in runs of BLOCKS_A_RUN. A block not reached yet
 * has no slot. A slot that stands empty carries the block's floor class (the block's own slot carries it
 * while mounted), so what jumps to a floor finds it either way.
 */
function WindowedBlocks ({ stacked, keys, window: win, block }: { stacked: readonly ComponentConfig[], keys: readonly string[], window: PageWindow, block: (component: ComponentConfig, key: string) => ReactNode }) {
  // Slots up to the last block reached: one not reached yet between two that were stands empty, so mounting it patches its slot alone.
  const last = keys.reduce((end, key, i) => (win.mounted.has(key) || win.boxes.has(key) ? i + 1 : end), 0)
  const slots = stacked.slice(0, last).map((component, i) => {
    const key = keys[i]
    const box = win.mounted.has(key) ? undefined : win.boxes.get(key)
    return (
      <View key={key} className={`block-window-slot ${windowSlotClass(key)}${box !== undefined && component.uuid ? ` ${floorClass(component.uuid)}` : ''}`} style={box === undefined ? undefined : { height: `${box}px` }}>
        {win.mounted.has(key) ? block(component, key) : null}
      </View>
    )
  })
  const runs: ReactNode[] = []
  for (let start = 0; start < last; start += BLOCKS_A_RUN) {
    runs.push(<View key={`run-${start / BLOCKS_A_RUN}`} className='block-run'>{slots.slice(start, Math.min(last, start + BLOCKS_A_RUN))}</View>)
  }
  return <>{runs}</>
}

/**
 * Stacks the configured components in order (000 §2). Unknown kinds are
 * skipped (preview mode says so), a config the block's model refuses is
 * reported and skipped (preview mode says why), and each block renders inside
 * its own boundary. Nested lists (tab groups, mutex groups) stop at depth 3.
 */
export const BlockList = observer(function BlockList ({ registry: given, components, batches, onFirstBatch }: Props) {
  const root = useStores()
  const { page } = root
  const inherited = useContext(RegistryContext)
  const depth = useContext(NestingContext)
  const registry = given ?? inherited
  if (!registry) throw new Error('BlockList needs a registry')
  const { components: list, skipped } = sanitizeComponents(components)
  // In batches, the floating blocks come first and at once; the rest follow in order, each batch appended
  // at the end (a mini-program then sends just the new blocks, not the whole list again).
  const { floating, stacked } = batches ? byPlacement(list, registry) : { floating: [], stacked: list }
  // The blocks further down (their batches, and the stores that start their calls) wait until the first
  // screen is up: on a slow phone they would compete with it for the main thread and the connection.
  const firstScreenShown = root.firstScreen.shown
  // H5: the first batch reaches every block the boot preview drew (it goes when that batch is on screen).
  const first = batches ? firstBatchCount(batches, previewedBlocks()) : 0
  // The page's blocks windowed around the viewport (useBlockWindow.ts), a jump to a floor stepping through them.
  const windowOn = !!batches
  const keys = blockKeys(stacked)
  const staying = keys.filter((_key, i) => registry.stays(kindOf(stacked[i]) ?? ''))
  const floorJump = batches ? page.floorJump : undefined
  const jumpTarget = floorJump ? floorHolder(stacked, floorJump.uuid) : -1
  const jump = floorJump && { key: jumpTarget >= 0 ? keys[jumpTarget] : undefined, seq: floorJump.seq }
  const firstCount = Math.min(first, stacked.length)
  const windowed = useBlockWindow(keys, {
    enabled: windowOn,
    first: firstCount,
    step: batches?.step ?? 1,
    laterReady: firstScreenShown,
    holding: root.dialogs.stack.length > 0,
    staying,
    jump,
    onJumpStep: (seq) => { page.floorStep(seq) },
    onJumpReady: (seq) => { page.floorReady(seq) },
    onBlind: () => { root.tracker.reportError(new Error(BLIND_REPORT), { source: 'layout' }) }
  })
  // The blocks inside hear when the window changed what is drawn, once it is drawn (context.ts LayoutSignal).
  const [layout] = useState(createLayoutSignal)
  const mountedNow = windowed?.mounted
  useEffect(() => (mountedNow ? afterRender(() => layout.emit()) : undefined), [mountedNow, layout])
  // The first batch on screen (H5 mounts it right after the first render): the first screen is up, for good
  // (its blocks giving way later does not take it back).
  const firstUp = useRef(false)
  const firstNow = !windowed || keys.slice(0, firstCount).every((key) => windowed.mounted.has(key))
  useEffect(() => { if (firstNow) firstUp.current = true }, [firstNow])
  const firstShown = firstUp.current || firstNow
  // The trace's second moment (000 §9: traces at 0.25): the first batch on screen.
  const reached = useCallback(() => {
    if (batches) root.tracker.markTrace('firstBlocksMs', root.page.params?.activityId)
    onFirstBatch?.()
  }, [batches, onFirstBatch, root])
  if (depth > MAX_NESTING) return page.preview ? <BlockFault message={t('block.tooDeep', { max: MAX_NESTING })} /> : null
  // The blocks further down have their stores (and their first calls: one price call for all) once the first screen is up.
  if (windowed && firstScreenShown) untracked(() => { warmStores(stacked, registry, root) })
  const shown = windowed ? floating.concat(stacked.filter((_c, i) => windowed.mounted.has(keys[i]))) : list
  const block = (component: ComponentConfig, key: string) => (
    <BlockBoundary key={key} component={component}>
      <BlockSlot component={component} registry={registry} />
    </BlockBoundary>
  )
  const kinds = [...new Set(shown.map(kindOf).filter((k): k is string => !!k && registry.has(k)))]
  const tree = (
    <RegistryContext.Provider value={registry}>
      <NestingContext.Provider value={depth + 1}>
        {page.preview ? skipped.map((s) => <BlockFault key={`skipped-${s.index}`} message={s.reason} />) : null}
        {batches ? <PageTracking root={root} /> : null}
        <Suspense fallback={null}>
          <AwaitKinds registry={registry} kinds={kinds} onReady={() => { untracked(() => { warmStores(shown, registry, root) }) }}>
            {windowed
              ? <>{floating.map((component, index) => block(component, blockKey(component, index)))}<WindowedBlocks stacked={stacked} keys={keys} window={windowed} block={block} /></>
              : shown.map((component, index) => block(component, blockKey(component, index)))}
            {windowed ? <Drawn keys={JSON.stringify([...windowed.mounted])} onDrawn={windowed.drawn} /> : null}
            {firstShown && (onFirstBatch || batches) ? <Reached onReached={reached} /> : null}
          </AwaitKinds>
        </Suspense>
      </NestingContext.Provider>
    </RegistryContext.Provider>
  )
  return windowed ? <LayoutContext.Provider value={layout}>{tree}</LayoutContext.Provider> : tree
})

/**
 * Whether a component would render: a kind this build has, with a config its
 * model accepts. On H5 it may suspend while the kind's code loads (the mutex
 * picks with it, trying its groups in order).
 */
export function canRender (registry: BlockRegistry, component: ComponentConfig): boolean {
  const kind = kindOf(component)
  if (!kind || !registry.has(kind)) return false
  const contents = contentsOf(component, kind)
  if (loginWallOf(contents)) return true
  try {
    return parseBlock(registry.read(kind), contents, component).ok
  } catch (e) {
    if (e instanceof Promise) throw e
    return false
  }
}
