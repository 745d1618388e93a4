import { act } from 'react'
import * as activity from '@/gateway/activity'
import * as sessionApi from '@/gateway/session'
import * as pageApi from '@/gateway/page'
import { GatewayError } from '@/gateway/response'
import { zhCN } from '@/i18n/zh-CN'
import { component, flush, renderBlocks } from '../../test/utils/renderBlocks'

jest.mock('@/gateway/activity')
jest.mock('@/gateway/page')
jest.mock('@/gateway/session')
jest.mock('@/renderer/tracking', () => ({ ...jest.requireActual('@/renderer/tracking'), sendEvent: jest.fn(async () => undefined) }))
const takePartIn = activity.takePartIn as jest.MockedFunction<typeof activity.takePartIn>
const fetchAuthUrl = sessionApi.fetchAuthUrl as jest.MockedFunction<typeof sessionApi.fetchAuthUrl>

const IMG = 'https://img.example/a.png'
const q = (sel: string) => document.querySelector(sel) as HTMLElement
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]

beforeEach(() => {
  jest.resetAllMocks()
  fetchAuthUrl.mockResolvedValue('http://127.0.0.1:8787/__login')
})

describe('tab (000 §4: the active group starts at 0 and changes on a tap)', () => {
  const tab = component('tab', {
    tabStyle: 'UNDERLINE',
    components: [component('richText', { content: { type: 'root', children: [{ type: 'text', text: '手机内容' }] } }, 'a'), component('richText', { content: { type: 'root', children: [{ type: 'text', text: '平板内容' }] } }, 'b')],
    groups: [{ navigationName: '手机', componentUuids: ['a'] }, { navigationName: '平板', componentUuids: ['b'] }]
  })

  it('shows the first group, then the tapped one', async () => {
    const { utils } = await renderBlocks([tab])
    expect(q('.tab__panel').textContent).toBe('手机内容')
    expect(q('.tab__item--active').textContent).toBe('手机')
    utils.fireEvent.click(qa('.tab__item')[1])
    await flush()
    expect(q('.tab__panel').textContent).toBe('平板内容')
    expect(q('.tab__item--active').textContent).toBe('平板')
    expect(q('.tab__underline')).not.toBeNull()
  })

  it('scrolls with more than 4 tabs', async () => {
    const groups = ['1', '2', '3', '4', '5'].map((n) => ({ navigationName: `T${n}`, componentUuids: [] }))
    await renderBlocks([component('tab', { groups, components: [] })])
    expect(q('.tab__scroll')).not.toBeNull()
  })
})

describe('modal popup (000 §4, §9)', () => {
  const modal = (modalInterval: string) => component('modal', { redirect: { imageUrl: IMG, redirects: [] }, uniqueIdentifier: 'pop', modalInterval })

  it('DAILY: shows, sets its flag for 1 day, closes; the next visit does not show it', async () => {
    const { utils, platform } = await renderBlocks([modal('DAILY')])
    await flush()
    expect(q('.modal')).not.toBeNull()
    expect(platform.cookies.get('ahs_modal_pop')).toBe('1')
    expect(platform.cookies.days.get('ahs_modal_pop')).toBe(1)
    utils.fireEvent.click(q('.modal__close'))
    await flush()
    expect(q('.modal')).toBeNull()
  })

  it('FIRST_TIME keeps its flag 365 days; EVERY_TIME sets none', async () => {
    const first = await renderBlocks([modal('FIRST_TIME')])
    await flush()
    expect(first.platform.cookies.days.get('ahs_modal_pop')).toBe(365)
    const every = await renderBlocks([modal('EVERY_TIME')])
    await flush()
    expect(every.platform.cookies.get('ahs_modal_pop')).toBeUndefined()
  })

  it('stays hidden while the flag is set', async () => {
    await renderBlocks([modal('DAILY')], { platform: { cookies: { get: () => '1', set: jest.fn(), remove: jest.fn() } as never } })
    await flush()
    expect(q('.modal')).toBeNull()
  })
})

describe('sign-up (000 §4, §6, §8)', () => {
  const signup = (signupStatus: number, redirects: unknown[] = []) => component('campaignSignup', {
    uniqueIdentifier: 'double11', defaultBgImageUrl: 'https://img.example/default.png', bgImageUrlApplied: 'https://img.example/applied.png', signupStatus, redirectConfig: { redirects }
  })
  const image = () => q('.campaign-signup taro-image-core, .campaign-signup img').getAttribute('src')

  it('sends an anonymous visitor to log in', async () => {
    const { utils, platform } = await renderBlocks([signup(0)])
    utils.fireEvent.click(q('.campaign-signup'))
    await flush()
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(takePartIn).not.toHaveBeenCalled()
  })

  it("signs a logged-in visitor up once, however fast the taps: 'signup successful' and the applied image", async () => {
    let finish: (v: unknown) => void = () => undefined
    takePartIn.mockImplementation(() => new Promise((resolve) => { finish = resolve }))
    const { utils, platform } = await renderBlocks([signup(0)], { userKey: 'u_1' })
    expect(image()).toBe('https://img.example/default.png')
    utils.fireEvent.click(q('.campaign-signup'))
    utils.fireEvent.click(q('.campaign-signup'))
    utils.fireEvent.click(q('.campaign-signup'))
    await act(async () => { finish(true); await flush() })
    expect(takePartIn).toHaveBeenCalledTimes(1)
    expect(takePartIn).toHaveBeenCalledWith({ pageId: 90010, uniqueIdentifier: 'double11' })
    expect(platform.toast).toHaveBeenCalledWith(zhCN['signup.success'])
    expect(zhCN['signup.success']).toBe('报名成功')
    expect(image()).toBe('https://img.example/applied.png')
    // Signed up now: another tap says so instead of calling again.
    utils.fireEvent.click(q('.campaign-signup'))
    await flush()
    expect(platform.toast).toHaveBeenLastCalledWith(zhCN['signup.already'])
    expect(takePartIn).toHaveBeenCalledTimes(1)
  })

  it('shows the server message when signing up fails', async () => {
    takePartIn.mockRejectedValue(new GatewayError('活动名额已满', 10410))
    const { utils, platform } = await renderBlocks([signup(0)], { userKey: 'u_1' })
    utils.fireEvent.click(q('.campaign-signup'))
    await act(flush)
    expect(platform.toast).toHaveBeenCalledWith('活动名额已满')
    expect(image()).toBe('https://img.example/default.png')
  })

  it('when already signed up, opens the configured redirect instead', async () => {
    const { utils, platform } = await renderBlocks([signup(1, [{ platform: 'm', path: 'https://m.example.cn/after' }])], { userKey: 'u_1' })
    expect(image()).toBe('https://img.example/applied.png')
    utils.fireEvent.click(q('.campaign-signup'))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webUrl', url: 'https://m.example.cn/after', newTab: false })
    expect(platform.toast).not.toHaveBeenCalled()
  })
})

describe('countdown block (000 §4)', () => {
  afterEach(() => jest.useRealTimers())

  it("ticks on the server clock, toasts 'about to end' once, and reloads the page 520 ms after zero", async () => {
    // requestAnimationFrame stays real: mounting waits for a frame.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const end = Date.parse('2026-11-11T00:00:00+08:00')
    const { root, platform } = await renderBlocks([component('countdown', { configs: [{ startTime: end - 86400_000, endTime: end }] })])
    // The reload is the page call made again.
    const reload = pageApi.fetchActivityPage as jest.MockedFunction<typeof pageApi.fetchActivityPage>
    reload.mockReturnValue(new Promise(() => undefined))
    act(() => { root.clock.sync(end - 5000) })
    await act(async () => { jest.advanceTimersByTime(1000) })
    expect(q('.countdown__label').textContent).toBe('距活动结束还剩')
    const digits = () => qa('.countdown__num').map((n) => n.textContent).join(':')
    expect(digits()).toBe('00:00:04')
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(platform.toast).toHaveBeenCalledWith('活动即将结束')
    expect(platform.toast).toHaveBeenCalledTimes(1)
    await act(async () => { jest.advanceTimersByTime(1000) })
    expect(reload).not.toHaveBeenCalled()
    await act(async () => { jest.advanceTimersByTime(520) })
    expect(reload).toHaveBeenCalledTimes(1)
    // Later ticks past the end neither reload again nor toast again.
    await act(async () => { jest.advanceTimersByTime(3000) })
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reload).toHaveBeenCalledWith({ activityId: 'basic', cityId: 1, preview: false })
    expect(platform.toast).toHaveBeenCalledTimes(1)
  })
})

it('reloads at zero even when the tick lands after the end (no window is left to pick then)', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const end = Date.parse('2026-11-11T00:00:00+08:00')
  const { root } = await renderBlocks([component('countdown', { configs: [{ startTime: end - 86400_000, endTime: end }] })])
  const reload = pageApi.fetchActivityPage as jest.MockedFunction<typeof pageApi.fetchActivityPage>
  reload.mockReturnValue(new Promise(() => undefined))
  act(() => { root.clock.sync(end - 2500) })
  await act(async () => { jest.advanceTimersByTime(1000) })
  await act(async () => { jest.advanceTimersByTime(1000) })
  // It was counting down…
  expect(q('.countdown__body')).not.toBeNull()
  // …when the server clock jumps past the end between two ticks (a late timer, a resumed app).
  act(() => { root.clock.sync(end + 700) })
  await act(async () => { jest.advanceTimersByTime(1000) })
  expect(document.querySelector('.countdown__body')).toBeNull()
  await act(async () => { jest.advanceTimersByTime(520) })
  expect(reload).toHaveBeenCalledTimes(1)
  jest.useRealTimers()
})
