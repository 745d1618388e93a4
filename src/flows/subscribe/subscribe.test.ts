import { canOpenSubscribe, openSubscribePage, parseSubscribeTarget, sceneOf, subscribeParams, templateIdsOf } from './subscribe'
import { answered, storeRoot } from '../../../test/utils/storeRoot'

describe('the host\'s subscribe page (002 §2)', () => {
  it('scene is 45, 44 or 101 (number or numeric text); anything else is none', () => {
    expect([45, '44', 101, 46, '101x', null].map(sceneOf)).toEqual([45, 44, 101, undefined, undefined, undefined])
  })

  it('templateIds: a list or one comma-separated text, blanks and duplicates dropped', () => {
    expect(templateIdsOf(['a', ' b ', '', 'a', 7])).toEqual(['a', 'b', '7'])
    expect(templateIdsOf('a, b,,c')).toEqual(['a', 'b', 'c'])
    expect(templateIdsOf({ 0: 'a' })).toEqual([])
  })

  it('a target needs a valid scene and a template; the page\'s parameters leave out what is absent, the block\'s code and scene win', () => {
    expect(parseSubscribeTarget({ scene: 45 })).toBeUndefined()
    expect(parseSubscribeTarget({ scene: 12, templateIds: ['t'] })).toBeUndefined()
    const target = parseSubscribeTarget({ subscribeScene: 101, templateIds: 't1,t2', activityCode: 'A', sceneId: 3, pageCode: 'p' })
    expect(target).toEqual({ scene: 101, templateIds: ['t1', 't2'], activityCode: 'A', sceneId: '3', businessId: undefined, pageCode: 'p' })
    if (!target) return
    expect(subscribeParams(target)).toEqual({ scene: 101, templateIds: ['t1', 't2'], activityCode: 'A', sceneId: '3', pageCode: 'p' })
    expect(subscribeParams(target, { activityCode: 'GUESS', sceneId: '9' })).toMatchObject({ activityCode: 'GUESS', sceneId: '9' })
  })

  it('mini-programs and the app have the page; m, the WeChat browser and quick apps do not', () => {
    expect((['wechat_mp', 'alipay_mp', 'toutiao_mp', 'meituan_mp', 'ios', 'android', 'harmony'] as const).every(canOpenSubscribe)).toBe(true)
    expect((['m', 'wechat', 'quickapp'] as const).some(canOpenSubscribe)).toBe(false)
  })

  it('opening: a browser toasts the text given; a guest in a mini-program logs in first; a user opens it once per burst of taps', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T10:00:00+08:00') })
    const openSubscribe = jest.fn(async () => undefined)
    const browser = storeRoot({ userKey: 'u1', platform: { openSubscribe } })
    await expect(openSubscribePage(browser.root, 'k', { scene: 45 }, '浏览器不行')).resolves.toBe(false)
    expect(browser.platform.toast).toHaveBeenCalledWith('浏览器不行')
    // A burst in a browser: one toast (twenty taps were twenty); a tap after the burst toasts again.
    await Promise.all(Array.from({ length: 20 }, () => openSubscribePage(browser.root, 'k2', { scene: 45 }, '浏览器不行')))
    expect(browser.platform.toast).toHaveBeenCalledTimes(2)
    jest.advanceTimersByTime(1000)
    await openSubscribePage(browser.root, 'k2', { scene: 45 }, '浏览器不行')
    expect(browser.platform.toast).toHaveBeenCalledTimes(3)
    const guest = storeRoot({ platform: { openSubscribe, platform: () => 'wechat_mp', loginNeedsAddress: false } })
    await openSubscribePage(guest.root, 'k', { scene: 45 }, '')
    expect(guest.platform.login).toHaveBeenCalledTimes(1)
    expect(openSubscribe).not.toHaveBeenCalled()
    const user = storeRoot({ userKey: 'u1', platform: { openSubscribe, platform: () => 'wechat_mp' } })
    const taps = Array.from({ length: 20 }, () => openSubscribePage(user.root, 'k', { scene: 45, templateIds: ['t'] }, ''))
    await answered()
    jest.advanceTimersByTime(700)
    await openSubscribePage(user.root, 'k', { scene: 45, templateIds: ['t'] }, '')
    expect(await Promise.all(taps)).toEqual([true, ...Array(19).fill(false)])
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    expect(openSubscribe).toHaveBeenCalledWith({ scene: 45, templateIds: ['t'] })
    jest.useRealTimers()
  })
})

// Mutation testing (docs/testing.md): mutants of these lived.
describe('subscribe targets at their edges', () => {
  it('template ids: numbers as written, blanks and duplicates dropped before the limit of MAX_TEMPLATE_IDS, a list read up to twice that', () => {
    expect(templateIdsOf([7, ' a ', 'a', '', NaN, Infinity])).toEqual(['7', 'a'])
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i % 12}`)
    expect(templateIdsOf(twenty)).toEqual(Array.from({ length: 10 }, (_, i) => `t${i}`))
    expect(templateIdsOf(Array.from({ length: 21 }, (_, i) => (i < 20 ? 'same' : 'late')))).toEqual(['same'])
    expect(templateIdsOf('a, b,,a')).toEqual(['a', 'b'])
  })
})
