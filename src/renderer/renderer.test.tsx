import { runInAction } from 'mobx'
import { View, Text } from '@tarojs/components'
import { mount } from '../../test/utils/mount'
import { settle, testRoot } from '../../test/utils/renderBlocks'
import { StoreContext, type RootStore } from '@/stores'
import type { ComponentConfig } from '@/lib/types'
import { GatewayError } from '@/services/envelope'
import { createSettleTracker } from '@/lib/settle'
import { BlockList } from './BlockList'
import { BlockRegistry, componentKinds, kindOf, contentsOf, loginWallOf } from './registry'
import { defineBlock, invalid, valid } from './types'
import { PageBoundary } from './PageBoundary'

// The refused config and the throwing block are meant to warn; keep the run's output for real problems.
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => jest.restoreAllMocks())

const textBlock = defineBlock<{ text: string }>({
  meta: { kind: 'note' },
  parse: (raw) => (typeof (raw as { text?: unknown }).text === 'string' ? valid({ text: (raw as { text: string }).text }) : invalid('缺少 text')),
  View: ({ model }) => <View className='note'><Text>{model.text}</Text></View>
})
const throwingBlock = defineBlock<null>({ meta: { kind: 'bomb' }, parse: () => valid(null), View: () => { throw new Error('boom') } })
/** A model that trusts a field's type: `.trim()` of a number throws while the config is read. */
const trustingBlock = defineBlock<string>({ meta: { kind: 'trusting' }, parse: (raw) => valid((raw as { title: string }).title.trim()), View: ({ model }) => <Text className='trusting'>{model}</Text> })
const nestingBlock = defineBlock<{ children: unknown[] }>({
  meta: { kind: 'box' },
  parse: (raw) => valid({ children: (raw as { children: unknown[] }).children }),
  View: ({ model }) => <View className='box'><BlockList components={model.children} /></View>
})

const note = (id: number, text: unknown, extra: Record<string, unknown> = {}): ComponentConfig =>
  ({ id, uuid: `u${id}`, type: 'note', data: { note: { contents: [{ text, ...extra }] } } })
const of = (kind: string, id: number, contents: unknown): ComponentConfig => ({ id, uuid: `${kind}${id}`, type: kind, data: { [kind]: { contents: [contents] } } })

function Harness ({ root, registry, components }: { root: RootStore, registry: BlockRegistry, components: unknown[] }) {
  return <StoreContext.Provider value={root}><PageBoundary><BlockList registry={registry} components={components} /></PageBoundary></StoreContext.Provider>
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((n) => n.textContent)

describe('registry', () => {
  it('refuses a kind registered twice', () => {
    expect(() => BlockRegistry.of([textBlock, textBlock])).toThrow('block kind "note" is registered twice')
  })

  it("takes the kind from type, else from data's key, and reads contents[0]", () => {
    expect(kindOf(note(1, 'a'))).toBe('note')
    expect(kindOf({ id: 1, uuid: 'x', type: 'BANNER_V2', data: { banner: { contents: [{}] } } })).toBe('banner')
    expect(kindOf({ id: 1, uuid: 'x', type: 'banner' })).toBeUndefined()
    expect(kindOf({ id: 1, uuid: 'x', type: 'banner', data: 'oops' as never })).toBeUndefined()
    expect(contentsOf(note(1, 'hi'), 'note')).toEqual({ text: 'hi' })
  })

  it('draws an alias with the block it names: loaded once, floating as it floats, read from the alias\'s own data', async () => {
    const load = jest.fn(async () => ({ default: textBlock }))
    const registry = new BlockRegistry({ note: load }, undefined, new Set(['note']), new Map([['memo', 'note']]))
    expect([registry.has('memo'), registry.has('jot'), registry.floats('memo')]).toEqual([true, false, true])
    expect(registry.kinds()).toEqual(['note', 'memo'])
    registry.preload(['memo', 'note'])
    expect(await registry.load('memo')).toBe(textBlock)
    expect(registry.read('memo')).toBe(textBlock)
    expect(load).toHaveBeenCalledTimes(1)
    await mount(Harness, { root: testRoot().root, registry, components: [of('memo', 1, { text: '备忘' }), note(2, '便签')] })
    await settle()
    expect(texts('.note')).toEqual(['备忘', '便签'])
  })

  it('finds the login-blocking image only with circleType and backStopImageUrl (000 §4)', () => {
    expect(loginWallOf({ circleType: 1, backStopImageUrl: 'https://i/w.png' })).toBe('https://i/w.png')
    expect(loginWallOf({ circleType: 0, backStopImageUrl: 'https://i/w.png' })).toBeUndefined()
    expect(loginWallOf({ circleType: 1 })).toBeUndefined()
  })

  it('knows every kind at once and loads a kind\'s block only when asked, once', async () => {
    const load = jest.fn(async () => ({ default: textBlock }))
    const registry = new BlockRegistry({ note: load })
    expect(registry.has('note')).toBe(true)
    expect(registry.peek('note')).toBeUndefined()
    expect(load).not.toHaveBeenCalled()
    await Promise.all([registry.load('note'), registry.load('note')])
    expect(load).toHaveBeenCalledTimes(1)
    expect(registry.peek('note')).toBe(textBlock)
  })

  it('reports a chunk loading to the page settle signal until it has arrived or failed (lib/settle.ts)', async () => {
    const tracker = createSettleTracker(() => 0)
    let arrive: (block: { default: typeof textBlock }) => void = () => undefined
    const registry = new BlockRegistry({ note: () => new Promise((resolve) => { arrive = resolve }), bomb: async () => { throw new Error('ChunkLoadError') } }, tracker.begin)
    const loading = registry.load('note')
    void registry.load('note')
    const bomb = registry.load('bomb').catch(() => 'failed')
    expect(tracker.pending()).toEqual(['chunk note', 'chunk bomb'])
    await expect(bomb).resolves.toBe('failed')
    expect(tracker.pending()).toEqual(['chunk note'])
    arrive({ default: textBlock })
    await loading
    expect(tracker.pending()).toEqual([])
  })

  it('refuses a chunk that holds another kind\'s block', async () => {
    const registry = new BlockRegistry({ note: async () => ({ default: throwingBlock }) })
    await expect(registry.load('note')).rejects.toThrow('block "note" loaded a definition of "bomb"')
  })
})

describe('BlockList', () => {
  const registry = BlockRegistry.of([textBlock, throwingBlock, trustingBlock, nestingBlock])
  const components: unknown[] = [
    note(1, '第一块'),
    { id: 2, uuid: 'u2', type: 'mystery', data: { mystery: { contents: [{}] } } },
    note(3, 42),
    { id: 4, uuid: 'u4', type: 'bomb', data: { bomb: { contents: [{}] } } },
    note(5, '最后一块')
  ]

  it('in release: skips unknown and invalid blocks, isolates a throwing one, keeps the order of the rest', async () => {
    await mount(Harness, { root: testRoot().root, registry, components })
    expect(texts('.note')).toEqual(['第一块', '最后一块'])
    expect(document.querySelectorAll('.block-fault')).toHaveLength(0)
  })

  it('in preview: says which component failed and why', async () => {
    await mount(Harness, { root: testRoot({ preview: true }).root, registry, components })
    expect(texts('.block-fault')).toEqual([
      '暂不支持的组件类型「mystery」（组件 u2），正式页面中不会显示',
      '组件「note」（u3）配置有误：缺少 text，正式页面中不会显示',
      '组件「bomb」（u4）渲染出错：boom，正式页面中不会显示'
    ])
    expect(document.querySelectorAll('.note')).toHaveLength(2)
  })

  // Issue 53: what an operator should know of a config the page still shows (a colour that reads poorly).
  it('a block\'s notes: named in preview above the block it shows, never in release', async () => {
    const noted = defineBlock<{ text: string }>({
      meta: { kind: 'noted' },
      parse: (raw) => valid({ text: String((raw as { text?: unknown }).text) }, ['文字颜色 #e8332a 与背景对比度 4.25:1']),
      View: ({ model }) => <View className='noted'><Text>{model.text}</Text></View>
    })
    const withNotes = BlockRegistry.of([noted])
    await mount(Harness, { root: testRoot({ preview: true }).root, registry: withNotes, components: [of('noted', 1, { text: '照常显示' })] })
    expect(texts('.block-fault')).toEqual(['组件「noted」（noted1）：文字颜色 #e8332a 与背景对比度 4.25:1'])
    expect(texts('.noted')).toEqual(['照常显示'])
    await mount(Harness, { root: testRoot().root, registry: withNotes, components: [of('noted', 2, { text: '正式页面' })] })
    expect(texts('.block-fault')).toHaveLength(1)
    expect(texts('.noted')).toEqual(['照常显示', '正式页面'])
  })

  it('a null (or any non-object) entry costs only itself, and preview names it', async () => {
    const { root } = testRoot({ preview: true })
    await mount(Harness, { root, registry, components: [null, note(1, '还在'), 'banner', 7] })
    expect(texts('.note')).toEqual(['还在'])
    expect(texts('.block-fault')).toEqual([
      '第 1 个组件不是有效的组件配置（需要 id、uuid、type），已跳过',
      '第 3 个组件不是有效的组件配置（需要 id、uuid、type），已跳过',
      '第 4 个组件不是有效的组件配置（需要 id、uuid、type），已跳过'
    ])
  })

  it('a model that throws while reading a field of the wrong type loses only its block', async () => {
    const { root, tracker } = testRoot({ preview: true })
    await mount(Harness, { root, registry, components: [of('trusting', 1, { title: 12 }), of('trusting', 2, { title: ' 好 ' }), note(3, '之后')] })
    expect(texts('.trusting')).toEqual(['好'])
    expect(texts('.note')).toEqual(['之后'])
    expect(texts('.block-fault')[0]).toMatch(/^组件「trusting」（trusting1）渲染出错：/)
    expect(tracker.reportBlockError).toHaveBeenCalledWith(expect.any(TypeError), expect.objectContaining({ uuid: 'trusting1' }))
  })

  it('stops nesting at depth 3 (tab in tab in tab …)', async () => {
    let nested: unknown = note(9, '最深处')
    for (let i = 0; i < 5; i++) nested = of('box', i, { children: [nested] })
    await mount(Harness, { root: testRoot({ preview: true }).root, registry, components: [nested] })
    // The page's own box, and three lists nested in it; the fourth says why it stops.
    expect(document.querySelectorAll('.box')).toHaveLength(4)
    expect(texts('.note')).toEqual([])
    expect(texts('.block-fault')).toEqual(['组件嵌套超过 3 层（标签页、互斥组），更深的组件不会显示'])
  })

  it('renders a kind whose code loads on demand once it arrives; a failed load loses only that block', async () => {
    const lazy = new BlockRegistry({ note: async () => ({ default: textBlock }), bomb: async () => { throw new Error('ChunkLoadError') } })
    const { root, tracker } = testRoot()
    await mount(Harness, { root, registry: lazy, components: [note(1, '按需'), { id: 4, uuid: 'u4', type: 'bomb', data: { bomb: { contents: [{}] } } }] })
    await settle()
    expect(texts('.note')).toEqual(['按需'])
    expect(tracker.reportBlockError).toHaveBeenCalledWith(expect.objectContaining({ message: 'ChunkLoadError' }), expect.objectContaining({ uuid: 'u4' }))
  })

  it('with batches, says the first batch is on screen only once its blocks\' code has arrived and they have rendered', async () => {
    let arrive: (block: { default: typeof textBlock }) => void = () => undefined
    const lazy = new BlockRegistry({ note: () => new Promise((resolve) => { arrive = resolve }) })
    const { root } = testRoot()
    const shown = jest.fn(() => { expect(texts('.note')).toEqual(['首屏', '第二']) })
    function Batched () {
      return <StoreContext.Provider value={root}><PageBoundary><BlockList registry={lazy} components={[note(1, '首屏'), note(2, '第二')]} batches={{ first: 4, step: 2 }} onFirstBatch={shown} /></PageBoundary></StoreContext.Provider>
    }
    await mount(Batched, {})
    await settle()
    // The list waits on the kind's code (its Suspense shows nothing): not on screen yet.
    expect(texts('.note')).toEqual([])
    expect(shown).not.toHaveBeenCalled()
    arrive({ default: textBlock })
    await settle()
    expect(shown).toHaveBeenCalledTimes(1)
  })

  it('reports refused configs and render errors to the collector', async () => {
    const { root, tracker } = testRoot()
    await mount(Harness, { root, registry, components })
    const uuids = tracker.reportBlockError.mock.calls.map(([, context]) => context.uuid)
    expect(uuids).toEqual(expect.arrayContaining(['u3', 'u4']))
  })
})

describe('login wall (000 §4)', () => {
  const registry = BlockRegistry.of([textBlock])
  const walled = [note(7, '会员内容', { circleType: 1, backStopImageUrl: 'https://img.example/wall.png' })]

  it('replaces a walled component with its image while anonymous; a tap starts login', async () => {
    const { root, platform } = testRoot()
    const utils = await mount(Harness, { root, registry, components: walled })
    expect(document.querySelector('.note')).toBeNull()
    const wall = document.querySelector('.login-wall') as HTMLElement
    utils.fireEvent.click(wall)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(platform.login).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/127\.0\.0\.1:8787\/__login\?redirectUrl=/))
  })

  it('says why when login cannot start (not a silent tap)', async () => {
    const { root, services, platform } = testRoot()
    services.session.authUrl.mockRejectedValue(new GatewayError('网络错误', 1))
    const utils = await mount(Harness, { root, registry, components: walled })
    utils.fireEvent.click(document.querySelector('.login-wall') as HTMLElement)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(platform.toast).toHaveBeenCalledWith('网络错误')
  })

  it('shows nothing until the user call answers, so a logged-in visitor never sees the wall flash', async () => {
    const { root } = testRoot()
    runInAction(() => { root.session.checked = false })
    await mount(Harness, { root, registry, components: walled })
    expect(document.querySelector('.login-wall')).toBeNull()
    expect(document.querySelector('.note')).toBeNull()
    runInAction(() => { root.session.checked = true; root.session.userKey = 'u_1' })
    await settle()
    expect(document.querySelector('.note')?.textContent).toBe('会员内容')
  })
})

it('a failing reporter cannot take the page down', async () => {
  const { root, tracker } = testRoot({ preview: true })
  tracker.reportBlockError.mockImplementation(() => { throw new Error('collector exploded') })
  await mount(Harness, { root, registry: BlockRegistry.of([textBlock]), components: [note(41, '还在')] })
  expect(document.querySelector('.note')?.textContent).toBe('还在')
})

describe('loading kinds in one wave', () => {
  it('names every kind a page holds, nested ones included', () => {
    const tab = { id: 1, uuid: 't', type: 'tab', data: { tab: { contents: [{ components: [note(2, 'x'), { id: 3, uuid: 'm', type: 'ahsMutex', data: { ahsMutex: { contents: [{ groups: [{ component: of('banner', 4, {}) }] }] } } }] }] } } }
    expect([...componentKinds([tab, note(5, 'y')])].sort()).toEqual(['ahsMutex', 'banner', 'note', 'tab'])
  })

  it('starts two kinds per task, in the page\'s order; a kind a render asks for meanwhile starts at once', async () => {
    const started: string[] = []
    const sources = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((kind) => [kind, () => {
      started.push(kind)
      return Promise.resolve({ default: { ...textBlock, kind } })
    }]))
    const registry = new BlockRegistry(sources)
    registry.preload(['a', 'b', 'c', 'd', 'e'])
    expect(started).toEqual(['a', 'b'])
    expect(() => registry.read('e')).toThrow()
    expect(started).toEqual(['a', 'b', 'e'])
    registry.preload(['b', 'c'])
    expect(started).toEqual(['a', 'b', 'e'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual(['a', 'b', 'e', 'c', 'd'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toEqual(['a', 'b', 'e', 'c', 'd'])
    expect(registry.read('d').kind).toBe('d')
  })

  it('tries a kind whose chunk failed again when the next page load asks for it', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: textBlock })
    const registry = new BlockRegistry({ note: load })
    await expect(registry.load('note')).rejects.toThrow('ChunkLoadError')
    expect(() => registry.read('note')).toThrow('ChunkLoadError')
    registry.preload(['note'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(registry.read('note')).toBe(textBlock)
  })
})
