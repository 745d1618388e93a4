import { runInAction } from 'mobx'
import { View, Text } from '@tarojs/components'
import { mount } from '../../test/utils/mount'
import { fakePlatform } from '../../test/utils/fakePlatform'
import { StoreContext, createRootStore, type RootStore } from '@/stores'
import type { ComponentConfig } from '@/gateway/types'
import { BlockList } from './BlockList'
import { BlockRegistry, kindOf, contentsOf, loginWallOf } from './registry'
import { invalid, valid, type BlockDefinition } from './types'
import * as tracking from './tracking'

jest.mock('./tracking', () => ({ ...jest.requireActual('./tracking'), sendEvent: jest.fn(async () => undefined) }))
jest.mock('@/gateway/session', () => ({ fetchAuthUrl: jest.fn(async () => 'http://127.0.0.1:8787/__login?agent=ahs_m') }))

// The refused config and the throwing block are meant to warn; keep the run's output for real problems.
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterAll(() => jest.restoreAllMocks())

const textBlock: BlockDefinition<{ text: string }> = {
  kind: 'note',
  parse: (raw) => (typeof (raw as { text?: unknown }).text === 'string' ? valid({ text: (raw as { text: string }).text }) : invalid('缺少 text')),
  View: ({ model }) => <View className='note'><Text>{model.text}</Text></View>
}
const throwingBlock: BlockDefinition<unknown> = {
  kind: 'bomb',
  parse: () => valid(null),
  View: () => { throw new Error('boom') }
}

const note = (id: number, text: unknown, extra: Record<string, unknown> = {}): ComponentConfig =>
  ({ id, uuid: `u${id}`, type: 'note', data: { note: { contents: [{ text, ...extra }] } } })

function Harness ({ root, registry, components }: { root: RootStore, registry: BlockRegistry, components: ComponentConfig[] }) {
  return <StoreContext.Provider value={root}><BlockList registry={registry} components={components} /></StoreContext.Provider>
}

function rootWith (preview: boolean, userKey?: string): RootStore {
  const root = createRootStore(fakePlatform())
  runInAction(() => {
    root.page.params = { activityId: 'a1', cityId: 1, preview }
    root.session.userKey = userKey
  })
  return root
}

describe('registry', () => {
  it('refuses a kind registered twice', () => {
    const registry = new BlockRegistry().register(textBlock)
    expect(() => registry.register(textBlock)).toThrow('block kind "note" is registered twice')
  })

  it("takes the kind from type, else from data's key, and reads contents[0]", () => {
    expect(kindOf(note(1, 'a'))).toBe('note')
    expect(kindOf({ id: 1, uuid: 'x', type: 'BANNER_V2', data: { banner: { contents: [{}] } } })).toBe('banner')
    expect(kindOf({ id: 1, uuid: 'x', type: 'banner' })).toBeUndefined()
    expect(contentsOf(note(1, 'hi'), 'note')).toEqual({ text: 'hi' })
  })

  it('finds the login-blocking image only with circleType and backStopImageUrl (000 §4)', () => {
    expect(loginWallOf({ circleType: 1, backStopImageUrl: 'https://i/w.png' })).toBe('https://i/w.png')
    expect(loginWallOf({ circleType: 0, backStopImageUrl: 'https://i/w.png' })).toBeUndefined()
    expect(loginWallOf({ circleType: 1 })).toBeUndefined()
  })
})

describe('BlockList', () => {
  const registry = new BlockRegistry().register(textBlock).register(throwingBlock)
  const components: ComponentConfig[] = [
    note(1, '第一块'),
    { id: 2, uuid: 'u2', type: 'mystery', data: { mystery: { contents: [{}] } } },
    note(3, 42),
    { id: 4, uuid: 'u4', type: 'bomb', data: { bomb: { contents: [{}] } } },
    note(5, '最后一块')
  ]

  it('in release: skips unknown and invalid blocks, isolates a throwing one, keeps the order of the rest', async () => {
    await mount(Harness, { root: rootWith(false), registry, components })
    const texts = Array.from(document.querySelectorAll('.note')).map((n) => n.textContent)
    expect(texts).toEqual(['第一块', '最后一块'])
    expect(document.querySelectorAll('.block-fault')).toHaveLength(0)
  })

  it('in preview: says which component failed and why', async () => {
    await mount(Harness, { root: rootWith(true), registry, components })
    const faults = Array.from(document.querySelectorAll('.block-fault')).map((n) => n.textContent)
    expect(faults).toEqual([
      '暂不支持的组件类型「mystery」（组件 u2），正式页面中不会显示',
      '组件「note」（u3）配置有误：缺少 text，正式页面中不会显示',
      '组件「bomb」（u4）渲染出错：boom，正式页面中不会显示'
    ])
    expect(document.querySelectorAll('.note')).toHaveLength(2)
  })

  it('replaces a walled component with its image while anonymous; a tap starts login', async () => {
    const walled = [note(7, '会员内容', { circleType: 1, backStopImageUrl: 'https://img.example/wall.png' })]
    const anonymous = rootWith(false)
    const utils = await mount(Harness, { root: anonymous, registry, components: walled })
    expect(document.querySelector('.note')).toBeNull()
    const wall = document.querySelector('.login-wall') as HTMLElement
    expect(wall).not.toBeNull()
    utils.fireEvent.click(wall)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(anonymous.platform.login).toHaveBeenCalledWith(expect.stringMatching(/^http:\/\/127\.0\.0\.1:8787\/__login\?agent=ahs_m&redirectUrl=/))
  })

  it('shows the walled component itself to a logged-in visitor', async () => {
    const walled = [note(7, '会员内容', { circleType: 1, backStopImageUrl: 'https://img.example/wall.png' })]
    await mount(Harness, { root: rootWith(false, 'u_1'), registry, components: walled })
    expect(document.querySelector('.login-wall')).toBeNull()
    expect(document.querySelector('.note')?.textContent).toBe('会员内容')
  })

  it('reports refused configs and render errors to the collector', () => {
    const sent = (tracking.sendEvent as jest.Mock).mock.calls.map(([e]) => [e.event, e.uuid])
    expect(sent).toEqual(expect.arrayContaining([['block_error', 'u3'], ['block_error', 'u4']]))
  })
})

describe('tracking (000 §7, §9)', () => {
  it('cuts strings at 1000 characters and keeps tickets and tokens out', () => {
    const clean = tracking.sanitizeEvent({ event: 'click', url: `http://h/#/p?activityId=1&ticket=ST-1&token=abc&x=${'y'.repeat(2000)}`, token: 'abc', componentType: 'banner' })
    expect(clean.token).toBeUndefined()
    expect(String(clean.url)).toContain('ticket=&token=&x=')
    expect(String(clean.url)).not.toContain('ST-1')
    expect(String(clean.url)).toHaveLength(tracking.ANALYTICS_MAX_STRING)
    expect(tracking.ANALYTICS_MAX_STRING).toBe(1000)
  })

  it('navigates after at most 100 ms, whether or not the collector answers', async () => {
    jest.useFakeTimers()
    ;(tracking.sendEvent as jest.Mock).mockReturnValueOnce(new Promise(() => undefined))
    const next = jest.fn()
    tracking.trackThen({ event: 'click' }, next)
    jest.advanceTimersByTime(99)
    expect(next).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(next).toHaveBeenCalledTimes(1)
    expect(tracking.ANALYTICS_CALLBACK_TIMEOUT).toBe(100)
    jest.useRealTimers()
  })
})

it('a failing reporter cannot take the page down', async () => {
  ;(tracking.sendEvent as jest.Mock).mockImplementation(() => { throw new Error('collector exploded') })
  const registry = new BlockRegistry().register(textBlock)
  await mount(Harness, { root: rootWith(true), registry, components: [note(40, 123), note(41, '还在')] })
  expect(document.querySelector('.note')?.textContent).toBe('还在')
})
