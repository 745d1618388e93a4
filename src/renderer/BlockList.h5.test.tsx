import { act } from 'react'
import { View, Text } from '@tarojs/components'
import { mount } from '../../test/utils/mount'
import { testRoot } from '../../test/utils/renderBlocks'
import { StoreContext } from '@/stores'
import type { ComponentConfig } from '@/lib/types'
import { BOOT_BLOCKS_GLOBAL } from '@/firstScreen/contract'
import { BlockList } from './BlockList'
import { BlockRegistry } from './registry'
import { defineBlock, valid } from './types'
import { PageBoundary } from './PageBoundary'
import { useWindowChanges } from './context'

// The page's list as H5 mounts it: each batch a transition after the one before has painted.
jest.mock('./afterRender', () => jest.requireActual('./afterRender.h5'))
// Its frames and chunk arrivals are awaited inside act (below).
beforeAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true })
afterAll(() => { delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT })

const block = (kind: string) => defineBlock<{ text: string }>({
  meta: { kind },
  parse: (raw) => valid({ text: String((raw as { text?: unknown }).text) }),
  View: ({ model }) => <View className='note'><Text>{model.text}</Text></View>
})
const of = (kind: string, id: number, text: string): ComponentConfig => ({ id, uuid: `${kind}${id}`, type: kind, data: { [kind]: { contents: [{ text }] } } })
/** Lets frames pass (batches wait for one), inside act, until `done` holds (a second at most). */
async function until (done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)) })
}
const texts = () => Array.from(document.querySelectorAll('.note')).map((n) => n.textContent)
const visible = () => Array.from(document.querySelectorAll<HTMLElement>('.note')).filter((n) => !n.closest('[style*="display: none"]')).map((n) => n.textContent)

/** Mounts the page's list of `components` for `root` (in batches of one unless `batches` says otherwise). */
async function mountList (root: ReturnType<typeof testRoot>['root'], registry: BlockRegistry, components: ComponentConfig[], batches = { first: 1, step: 1 }): Promise<void> {
  function Page () {
    return (
      <StoreContext.Provider value={root}>
        <PageBoundary>
          <BlockList registry={registry} components={components} batches={batches} />
        </PageBoundary>
      </StoreContext.Provider>
    )
  }
  await mount(Page, {})
}

/** mountList in batches of one, then waits until its first block is on screen. */
async function mountPage (root: ReturnType<typeof testRoot>['root'], registry: BlockRegistry, components: ComponentConfig[]): Promise<void> {
  await mountList(root, registry, components)
  await until(() => texts().length > 0)
}
/** Lets a few frames pass, inside act. */
async function frames (n = 5): Promise<void> {
  for (let i = 0; i < n; i++) await act(async () => { await new Promise((resolve) => setTimeout(resolve, 20)) })
}
describe('the page list on H5', () => {
  it('shows its first batch once that batch\'s code is here, not the whole page\'s; a later kind still loading appends below when it arrives', async () => {
    let arrive: (value: { default: ReturnType<typeof block> }) => void = () => undefined
    const slowLoads = jest.fn(() => new Promise<{ default: ReturnType<typeof block> }>((resolve) => { arrive = resolve }))
    const registry = new BlockRegistry({ first: block('first'), slow: slowLoads })
    const { root } = testRoot()
    const shown = jest.fn()
    function Page () {
      return (
        <StoreContext.Provider value={root}>
          <PageBoundary>
            <BlockList registry={registry} components={[of('first', 1, '首屏'), of('slow', 2, '下面')]} batches={{ first: 1, step: 1 }} onFirstBatch={shown} />
          </PageBoundary>
        </StoreContext.Provider>
      )
    }
    await mount(Page, {})
    await until(() => slowLoads.mock.calls.length > 0)
    expect(texts()).toEqual(['首屏'])
    expect(shown).toHaveBeenCalledTimes(1)
    // The next batch waits on its code; the block above stays on screen meanwhile.
    expect(slowLoads).toHaveBeenCalledTimes(1)
    expect(visible()).toEqual(['首屏'])
    await act(async () => { arrive({ default: block('slow') }) })
    await until(() => texts().length > 1)
    expect(visible()).toEqual(['首屏', '下面'])
  })

  it('creates the stores of the blocks further down (which start their calls) only once the first screen is up', async () => {
    // A long page: each block's slot measures three screens (jsdom lays nothing out), so the next block waits
    // for the visitor to scroll towards it.
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: 0, left: 0, right: 375, bottom: 0, x: 0, y: 0, width: 375, height: this.classList.contains('block-window-slot') ? window.innerHeight * 3 : 0, toJSON: () => ({}) }
    })
    try {
      const created: string[] = []
      const stateful = defineBlock<{ text: string }, { dispose?: () => void }>({
        meta: { kind: 'stateful' },
        parse: (raw) => valid({ text: String((raw as { text?: unknown }).text) }),
        createStore: (_root, _model, meta) => { created.push(meta.uuid); return {} },
        View: ({ model }) => <View className='note'><Text>{model.text}</Text></View>
      })
      const registry = new BlockRegistry({ stateful })
      const { root } = testRoot({ firstScreenShown: false })
      await mountPage(root, registry, [of('stateful', 1, '首屏'), of('stateful', 2, '下面')])
      // A few frames more: the next batch stays waiting for a scroll.
      await frames()
      expect(texts()).toEqual(['首屏'])
      expect(created).toEqual(['stateful1'])
      await act(async () => { root.firstScreen.markShown() })
      expect(created).toEqual(['stateful1', 'stateful2'])
      await frames()
      expect(texts()).toEqual(['首屏'])
    } finally {
      rect.mockRestore()
    }
  })

  it('mounts the batches after the first only once the first screen is up, even on a page that ends on screen', async () => {
    const registry = new BlockRegistry({ first: block('first') })
    const { root } = testRoot({ firstScreenShown: false })
    await mountPage(root, registry, [of('first', 1, '首屏'), of('first', 2, '第二')])
    await frames()
    expect(texts()).toEqual(['首屏'])
    await act(async () => { root.firstScreen.markShown() })
    await until(() => texts().length > 1)
    expect(texts()).toEqual(['首屏', '第二'])
  })

  it('mounts every block the boot preview drew in its first batch (the boot screen goes once that batch is on screen), the rest only after the first screen', async () => {
    const registry = new BlockRegistry({ first: block('first') })
    const { root } = testRoot({ firstScreenShown: false })
    const global = window as unknown as Record<string, unknown>
    const shown = jest.fn()
    const seen: string[][] = []
    function Page () {
      return (
        <StoreContext.Provider value={root}>
          <PageBoundary>
            <BlockList registry={registry} components={[1, 2, 3, 4, 5].map((n) => of('first', n, `块${n}`))} batches={{ first: 1, step: 1 }} onFirstBatch={() => { seen.push(texts()); shown() }} />
          </PageBoundary>
        </StoreContext.Provider>
      )
    }
    try {
      global[BOOT_BLOCKS_GLOBAL] = 3
      await mount(Page, {})
      await until(() => shown.mock.calls.length > 0)
      await frames()
      // The first batch: the three blocks drawn, in one go; the fourth waits for the first screen.
      expect(seen).toEqual([['块1', '块2', '块3']])
      expect(texts()).toEqual(['块1', '块2', '块3'])
      await act(async () => { root.firstScreen.markShown() })
      await until(() => texts().length > 4)
      expect(texts()).toEqual(['块1', '块2', '块3', '块4', '块5'])
    } finally {
      delete global[BOOT_BLOCKS_GLOBAL]
    }
  })
})

describe('the page\'s block window on H5 (issue 42)', () => {
  /** jsdom lays nothing out (nor has a scrolling element): every block's slot is a screen high, stacked from the top, and the page scrolls the document. */
  function layout () {
    const screen = window.innerHeight
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const slots = Array.from(document.querySelectorAll('.block-window-slot'))
      const i = slots.indexOf(this)
      const top = i < 0 ? 0 : i * screen - document.documentElement.scrollTop
      return { top, left: 0, right: 375, bottom: top + screen, x: 0, y: top, width: 375, height: i < 0 ? 0 : screen, toJSON: () => ({}) }
    })
    const scrollTo = async (top: number) => {
      Object.defineProperty(document.documentElement, 'scrollTop', { configurable: true, value: top, writable: true })
      await act(async () => { document.dispatchEvent(new Event('scroll')) })
      await frames(10)
    }
    return { restore: () => { rect.mockRestore(); delete (document.documentElement as { scrollTop?: number }).scrollTop }, scrollTo, screen }
  }

  it('a block far behind gives way to a box of its height and mounts again as the visitor comes back, its store as it was', async () => {
    const stores: Array<{ taps: number, dispose?: () => void }> = []
    const counter = defineBlock<{ text: string }, { taps: number, dispose?: () => void }>({
      meta: { kind: 'counter' },
      parse: (raw) => valid({ text: String((raw as { text?: unknown }).text) }),
      createStore: () => { const s = { taps: 0 }; stores.push(s); return s },
      View: ({ model, store }) => <View className='note' onClick={() => { store.taps++ }}><Text>{`${model.text}:${store.taps}`}</Text></View>
    })
    const page = layout()
    try {
      const registry = new BlockRegistry({ counter })
      const { root } = testRoot()
      await mountPage(root, registry, [1, 2, 3, 4, 5, 6, 7, 8].map((n) => of('counter', n, `块${n}`)))
      await frames(10)
      // At the top: the first screen and what starts within a screen below it (block 3's top is a screen below).
      expect(texts()).toEqual(['块1:0', '块2:0', '块3:0'])
      stores[0].taps = 3
      // Four screens down: block 1 is more than a screen and a half behind; it gave way, its box a screen high.
      for (const top of [1, 2, 3, 4].map((n) => n * page.screen)) await page.scrollTo(top)
      expect(texts()).not.toContain('块1:0')
      expect(texts()).toContain('块5:0')
      const box = document.querySelector('.window-slot-counter1') as HTMLElement
      expect(box.children).toHaveLength(0)
      expect(box.style.height).toBe(`${page.screen}px`)
      // Back at the top: mounted again, with the store it had (one store per uuid, never a second).
      for (const top of [3, 2, 1, 0].map((n) => n * page.screen)) await page.scrollTo(top)
      expect(texts()[0]).toBe('块1:3')
      // One store a block, made once (the blocks further down had theirs once the first screen was up).
      expect(stores).toHaveLength(8)
    } finally {
      page.restore()
    }
  })
})

describe('the page\'s block window on H5, a page that fits on one screen (issue 42)', () => {
  it('measures the blocks when they are drawn, not only when mounted: a floating block\'s code that comes late holds the list back, then the page grows as far as it goes', async () => {
    // Slots 100 px high (jsdom lays nothing out); no scroll will come: the page ends on the screen.
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const i = Array.from(document.querySelectorAll('.block-window-slot')).indexOf(this)
      return { top: i * 100, left: 0, right: 375, bottom: i * 100 + 100, x: 0, y: i * 100, width: 375, height: i < 0 ? 0 : 100, toJSON: () => ({}) }
    })
    // The page's root keeps its size (a screen's min-height): a ResizeObserver on it never fires.
    const win = window as unknown as { ResizeObserver?: unknown }
    win.ResizeObserver = class { observe () {} disconnect () {} }
    let arrive: (value: { default: ReturnType<typeof block> }) => void = () => undefined
    const popup = jest.fn(() => new Promise<{ default: ReturnType<typeof block> }>((resolve) => { arrive = resolve }))
    try {
      const registry = new BlockRegistry({ first: block('first'), popup }, undefined, new Set(['popup']))
      const { root } = testRoot()
      // Twenty blocks of 100 px: the window (the screen and one more below it) takes 15 of them once they are
      // measured, where a guess of 240 px a block took 6.
      const components = [of('popup', 0, '弹窗'), ...Array.from({ length: 20 }, (_, i) => of('first', i + 1, `块${i + 1}`))]
      await mountList(root, registry, components, { first: 2, step: 1 })
      await frames(10)
      // The popup's code is not here: nothing of the list is drawn yet.
      expect(texts()).toEqual([])
      await act(async () => { arrive({ default: block('popup') }) })
      await until(() => texts().length >= 16)
      await frames(10)
      const screens = Math.ceil((2 * window.innerHeight) / 100)
      expect(texts()).toEqual(['弹窗', ...Array.from({ length: screens }, (_, i) => `块${i + 1}`)])
    } finally {
      rect.mockRestore()
      delete win.ResizeObserver
    }
  })
})

// Issue 51: the blocks inside the page's list hear each change of what its window drew, once drawn (a
// mini-program's host says nothing of its layout changing; the floor bar measures its floors again on it).
describe('the page\'s window tells the blocks inside it what changed', () => {
  it('each step that mounts blocks is heard by a block above them, after it is drawn', async () => {
    const heard: number[] = []
    const listening = defineBlock<{ text: string }>({
      meta: { kind: 'listening' },
      parse: (raw) => valid({ text: String((raw as { text?: unknown }).text) }),
      View: function Listening ({ model }) {
        useWindowChanges(() => { heard.push(document.querySelectorAll('.note').length) })
        return <View className='note'><Text>{model.text}</Text></View>
      }
    })
    const registry = new BlockRegistry({ listening, first: block('first') })
    const { root } = testRoot()
    await mountPage(root, registry, [of('listening', 1, '一'), of('first', 2, '二'), of('first', 3, '三')])
    await until(() => texts().length === 3)
    await frames()
    // Heard after each step, with the step's blocks in the page by then (two steps of one block after the first).
    expect(heard.length).toBeGreaterThanOrEqual(2)
    expect(heard[heard.length - 1]).toBe(3)
  })
})
