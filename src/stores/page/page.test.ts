import { GatewayError } from '@/services/envelope'
import type { ActivityPage } from '@/services/types'
import { zhCN } from '@/i18n/zh-CN'
import { fakeServices } from '../../../test/utils/fakeServices'
import { ClockStore } from '../clock'
import { BlockStores } from '../blocks'
import { PageStore, RELOAD_BURST_MS } from '.'
import { componentUuids, pageAttributesOf, sanitizeComponents, sysTimeOf } from './model'

const params = { activityId: 'a1', cityId: 1, preview: false }
const component = (uuid: string, extra: Record<string, unknown> = {}) => ({ id: uuid, uuid, type: 'banner', data: { banner: { contents: [{ imageUrl: 'https://i/a.png' }] } }, ...extra })

function deferred<T> () {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((r) => { resolve = r })
  return { promise, resolve }
}

/** The phone's clock for the store: still, unless a test moves it (`phone.now`) or lets each reading step on (`phone.step`). */
function setup () {
  const services = fakeServices()
  const clock = new ClockStore()
  const blocks = new BlockStores()
  const phone = { now: Date.now(), step: 0 }
  const localNow = () => (phone.now += phone.step)
  const page = new PageStore({ service: services.page, clock, retainBlocks: (uuids) => blocks.retain(uuids), localNow })
  return { services, clock, blocks, page, phone }
}

describe('page (000 §4)', () => {
  it('fails with the server message, and is empty without data', async () => {
    const { services, page } = setup()
    services.page.fetchPage.mockRejectedValueOnce(new GatewayError('没有权限，请联系管理员', 403))
    await page.load(params)
    expect(page.state).toEqual({ kind: 'failed', message: '没有权限，请联系管理员' })
    services.page.fetchPage.mockResolvedValueOnce(null)
    await page.reload()
    expect(page.state).toEqual({ kind: 'empty' })
  })

  it('is offline before, after and during the window, by the server clock', async () => {
    const start = Date.parse('2026-11-11T00:00:00+08:00')
    const { services, clock, page, phone } = setup()
    phone.step = 1000
    services.page.fetchPage.mockResolvedValue({ status: 'OFFLINE', startDt: start, endDt: start + 86400_000 })
    clock.sync(start - 1000)
    await page.load(params)
    expect(page.state).toEqual({ kind: 'offline', variant: 'before' })
    clock.sync(start + 1000)
    await page.reload()
    expect(page.state).toEqual({ kind: 'offline', variant: 'plain' })
    clock.sync(start + 2 * 86400_000)
    await page.reload()
    expect(page.state).toEqual({ kind: 'offline', variant: 'after' })
  })

  it('replaces a refreshed component in the list', async () => {
    const { services, page } = setup()
    services.page.fetchPage.mockResolvedValue({ components: [component('a'), component('b')] })
    await page.load(params)
    services.page.fetchComponent.mockResolvedValue({ ...component('b'), remark: 'fresh' })
    await page.refreshComponent('b')
    expect(services.page.fetchComponent).toHaveBeenCalledWith({ componentId: 'b', cityId: 1, preview: false })
    expect(page.components.map((c) => c.remark)).toEqual([undefined, 'fresh'])
  })
})

describe('the placeholder\'s refresh (issue 28: twenty taps made twenty page calls)', () => {
  it('twenty taps in one tick are one page call; taps while it is on its way join it; the next tap after its burst asks again', async () => {
    const { services, page, phone } = setup()
    services.page.fetchPage.mockRejectedValueOnce(new GatewayError('网络错误', 1))
    await page.load(params)
    expect(page.state.kind).toBe('failed')
    const answer = deferred<ActivityPage>()
    services.page.fetchPage.mockClear().mockReturnValueOnce(answer.promise)
    const taps = Array.from({ length: 20 }, () => page.reload())
    await Promise.resolve()
    const late = page.reload()
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
    expect(new Set([...taps, late]).size).toBe(1)
    answer.resolve({ components: [component('a')] })
    await Promise.all([...taps, late])
    expect(page.state).toEqual({ kind: 'loaded' })
    services.page.fetchPage.mockResolvedValueOnce({ components: [] })
    phone.now += RELOAD_BURST_MS
    await page.reload()
    expect(services.page.fetchPage).toHaveBeenCalledTimes(2)
  })

  it('a failed reload can be tapped again, once its burst is over: each tap within 800 ms of the last tap or the answer is the same burst', async () => {
    const { services, page, phone } = setup()
    services.page.fetchPage.mockRejectedValue(new GatewayError('网络错误', 1))
    await page.load(params)
    await page.reload()
    expect(services.page.fetchPage).toHaveBeenCalledTimes(2)
    phone.now += RELOAD_BURST_MS - 1
    await page.reload()
    phone.now += RELOAD_BURST_MS - 1
    await page.reload()
    expect(services.page.fetchPage).toHaveBeenCalledTimes(2)
    phone.now += RELOAD_BURST_MS
    await page.reload()
    expect(services.page.fetchPage).toHaveBeenCalledTimes(3)
  })

  it('taps every 50 ms for a second against a reload that takes 800 ms: one call (the taps after its answer are the same burst)', async () => {
    const { services, page, phone } = setup()
    services.page.fetchPage.mockRejectedValueOnce(new GatewayError('网络错误', 1))
    await page.load(params)
    const answer = deferred<ActivityPage>()
    services.page.fetchPage.mockClear().mockReturnValueOnce(answer.promise).mockResolvedValue({ components: [] })
    const start = phone.now
    const taps: Array<Promise<void>> = []
    for (let i = 0; i < 20; i++) {
      phone.now = start + i * 50
      if (i === 16) {
        answer.resolve({ components: [] })
        await Promise.all(taps)
      }
      taps.push(page.reload())
    }
    await Promise.all(taps)
    expect(services.page.fetchPage).toHaveBeenCalledTimes(1)
  })
})

describe('silent refresh', () => {
  it('keeps the page on screen (no loading state) and takes the new data', async () => {
    const { services, page } = setup()
    services.page.fetchPage.mockResolvedValueOnce({ components: [component('a')] })
    await page.load(params)
    const next = deferred<ActivityPage>()
    services.page.fetchPage.mockReturnValueOnce(next.promise)
    const refreshing = page.refresh()
    expect(page.state).toEqual({ kind: 'loaded' })
    next.resolve({ components: [component('a'), component('c')] })
    await refreshing
    expect(page.components.map((c) => c.uuid)).toEqual(['a', 'c'])
  })

  it('refreshes asked for while one is on its way share one follow-up, sent after it: never data older than the ask', async () => {
    const { services, page } = setup()
    services.page.fetchPage.mockResolvedValue({ components: [] })
    await page.load(params)
    const before = deferred<ActivityPage>()
    services.page.fetchPage.mockReturnValueOnce(before.promise)
    const first = page.refresh()
    // A countdown reaches zero while that refresh (sent before zero) is on its way; then two more asks.
    services.page.fetchPage.mockResolvedValueOnce({ pageAttribute: { title: '零点之后' }, components: [] })
    const afterZero = [page.refresh(), page.refresh(), page.refresh()]
    before.resolve({ pageAttribute: { title: '零点之前' }, components: [] })
    await first
    expect(page.attributes.title).toBe('零点之前')
    await Promise.all(afterZero)
    expect(page.attributes.title).toBe('零点之后')
    expect(services.page.fetchPage).toHaveBeenCalledTimes(3)
  })

  it('never lets a slower, older answer replace a newer one', async () => {
    const { services, page } = setup()
    const older = deferred<ActivityPage>()
    const newer = deferred<ActivityPage>()
    services.page.fetchPage.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise)
    const first = page.load(params)
    const second = page.reload()
    newer.resolve({ pageAttribute: { title: '新' }, components: [] })
    await second
    older.resolve({ pageAttribute: { title: '旧' }, components: [] })
    await first
    expect(page.attributes.title).toBe('新')
  })

  it('keeps the page when a silent refresh fails', async () => {
    const { services, page } = setup()
    services.page.fetchPage.mockResolvedValueOnce({ components: [component('a')] })
    await page.load(params)
    services.page.fetchPage.mockRejectedValueOnce(new GatewayError('网络错误', 1))
    await page.refresh()
    expect(page.state).toEqual({ kind: 'loaded' })
    expect(page.components).toHaveLength(1)
  })

  it('keeps block stores whose uuid survives and disposes the others', async () => {
    const { services, page, blocks } = setup()
    services.page.fetchPage.mockResolvedValueOnce({ components: [component('a'), component('b')] })
    await page.load(params)
    const disposed = jest.fn()
    const a = blocks.obtain('a', 'banner', () => ({}))
    blocks.obtain('b', 'banner', () => ({ dispose: disposed }))
    services.page.fetchPage.mockResolvedValueOnce({ components: [component('a')] })
    await page.refresh()
    expect(blocks.obtain('a', 'banner', () => ({}))).toBe(a)
    expect(disposed).toHaveBeenCalledTimes(1)
    expect(blocks.peek('b')).toBeUndefined()
  })

  it('syncs the clock from a sysTime in the answer (000 §3 countdown, 001 flash sale)', async () => {
    const { services, page, clock } = setup()
    const sysTime = Date.parse('2030-01-01T00:00:00+08:00')
    services.page.fetchPage.mockResolvedValue({ components: [{ id: 1, uuid: 'cd', type: 'countdown', data: { countdown: { sysTime, contents: [{}] } } }] })
    await page.load(params)
    expect(Math.abs(clock.now() - sysTime)).toBeLessThan(1000)
  })
})

describe('a bad field costs at most its own block (issue 28)', () => {
  it.each([['an object', { ms: 1 }], ['an array', [1762790400000]], ['a boolean', true], ['NaN text', 'NaN']])('a sysTime that is %s neither blanks the page nor moves the clock', async (_, sysTime) => {
    const { services, page, clock } = setup()
    const before = clock.now()
    services.page.fetchPage.mockResolvedValue({ components: [
      { id: 1, uuid: 'cd', type: 'countdown', data: { countdown: { sysTime, contents: [{}] } } },
      component('a')
    ] })
    await page.load(params)
    expect(page.state).toEqual({ kind: 'loaded' })
    expect(page.components.map((c) => c.uuid)).toEqual(['cd', 'a'])
    expect(Math.abs(clock.now() - before)).toBeLessThan(1000)
  })

  it('a good sysTime after a bad one still syncs the clock', async () => {
    const { services, page, clock } = setup()
    const sysTime = Date.parse('2030-01-01T00:00:00+08:00')
    services.page.fetchPage.mockResolvedValue({ components: [
      { id: 1, uuid: 'bad', type: 'countdown', data: { countdown: { sysTime: {}, contents: [{}] } } },
      { id: 2, uuid: 'good', type: 'countdown', data: { countdown: { sysTime, contents: [{}] } } }
    ] })
    await page.load(params)
    expect(Math.abs(clock.now() - sysTime)).toBeLessThan(1000)
  })

  it('a failure that is an exception shows the catalogue failure text, never its own text; preview names the cause', async () => {
    const { services, page } = setup()
    services.page.fetchPage.mockRejectedValue(new TypeError('e.trim is not a function'))
    await page.load(params)
    expect(page.state).toEqual({ kind: 'failed', message: zhCN['page.failed'] })
    await page.load({ ...params, preview: true })
    expect(page.state).toEqual({ kind: 'failed', message: zhCN['page.crashed.preview'].replace('{reason}', 'e.trim is not a function') })
  })
})

describe('untrusted page data', () => {
  it('skips entries that are not components, naming them, and keeps the rest (one null never blanks the page)', () => {
    const { components, skipped } = sanitizeComponents([null, component('a'), 'banner', { id: 3, type: 'banner' }, 42, component('b')])
    expect(components.map((c) => c.uuid)).toEqual(['a', 'b'])
    expect(skipped.map((s) => s.index)).toEqual([0, 2, 3, 4])
    expect(skipped[0].reason).toBe(zhCN['page.badComponent'].replace('{index}', '1'))
  })

  it('caps a list at 200 components (not in the spec)', () => {
    const many = Array.from({ length: 205 }, (_, i) => component(`u${i}`))
    const { components, skipped } = sanitizeComponents(many)
    expect(components.map((c) => c.uuid)).toEqual(many.slice(0, 200).map((c) => c.uuid))
    expect(skipped).toHaveLength(1)
    expect(sanitizeComponents(many.slice(0, 200)).skipped).toEqual([])
  })

  it('checks page attributes before they reach a style: a break-out image URL refused, a usable one quoted', () => {
    expect(pageAttributesOf({ backgroundColor: 'red;background:url(https://evil/x)', backgroundImageUrl: 'https://img.example/bg.png);x:url(y', title: '  双十一\n活动 ' }))
      .toEqual({ backgroundColor: undefined, backgroundImage: undefined, title: '双十一 活动' })
    // A usable image URL, quoted in the style (an URL with quotes, brackets or spaces is refused: lib/config.ts imageUrl).
    expect(pageAttributesOf({ backgroundImageUrl: 'https://img.example/bg.png?v=1' }).backgroundImage).toBe('url("https://img.example/bg.png?v=1")')
    expect(pageAttributesOf({ backgroundImageUrl: 'javascript:alert(1)' }).backgroundImage).toBeUndefined()
    expect(pageAttributesOf({ backgroundColor: '#f5e6d3' }).backgroundColor).toBe('#f5e6d3')
    expect(pageAttributesOf('nonsense')).toEqual({})
  })

  it('finds nested uuids (tab and mutex children) and sysTime', () => {
    const tab = { id: 9, uuid: 't', type: 'tab', data: { tab: { contents: [{ components: [component('inner')] }] } } }
    expect([...componentUuids([tab, component('a')])].sort()).toEqual(['a', 'inner', 't'])
    expect(sysTimeOf([component('a')])).toBeUndefined()
  })
})

describe('page view record (001 §7: POST /page-view-record/add-or-update {pageId})', () => {
  it('once per page view, when the page first shows: not for silent refreshes, a failure, an offline page or preview', async () => {
    const { services, page } = setup()
    services.page.fetchPage.mockRejectedValueOnce(new GatewayError('系统繁忙', 500))
    await page.load(params)
    expect(services.page.recordView).not.toHaveBeenCalled()
    services.page.fetchPage.mockResolvedValue({ id: 90010, components: [component('u1')] })
    services.page.recordView.mockRejectedValue(new Error('down'))
    await page.reload()
    await page.refresh()
    await page.refresh()
    expect(services.page.recordView).toHaveBeenCalledTimes(1)
    expect(services.page.recordView).toHaveBeenCalledWith({ pageId: 90010 })

    const preview = setup()
    preview.services.page.fetchPage.mockResolvedValue({ id: 90010, components: [] })
    await preview.page.load({ ...params, preview: true })
    expect(preview.services.page.recordView).not.toHaveBeenCalled()
  })
})

describe('a jump to a floor (issue 42): the page store holds it for the page\'s list', () => {
  const store = () => setup().page

  it('holds the jump for the list, says ready to its own jump only, and ends it', async () => {
    const page = store()
    const { seq, ready } = page.requestFloor('f-9')
    expect(page.floorJump).toEqual({ uuid: 'f-9', seq })
    page.floorReady(seq + 1)
    page.floorReady(seq)
    await expect(ready).resolves.toBe(true)
    page.endFloor(seq + 1)
    expect(page.floorJump).toEqual({ uuid: 'f-9', seq })
    page.endFloor(seq)
    expect(page.floorJump).toBeUndefined()
  })

  it('counts the list\'s steps for the jump under way only (-1 for another or an ended one)', () => {
    const page = store()
    const first = page.requestFloor('f-2')
    page.floorStep(first.seq)
    page.floorStep(first.seq)
    expect(page.floorSteps(first.seq)).toBe(2)
    const second = page.requestFloor('f-9')
    page.floorStep(first.seq)
    expect([page.floorSteps(first.seq), page.floorSteps(second.seq)]).toEqual([-1, 0])
    page.endFloor(second.seq)
    expect(page.floorSteps(second.seq)).toBe(-1)
  })

  it('a second jump supersedes the first: the first resolves false', async () => {
    const page = store()
    const first = page.requestFloor('f-2')
    const second = page.requestFloor('f-9')
    await expect(first.ready).resolves.toBe(false)
    expect(page.floorJump).toEqual({ uuid: 'f-9', seq: second.seq })
    page.endFloor(first.seq)
    expect(page.floorJump?.seq).toBe(second.seq)
  })
})
