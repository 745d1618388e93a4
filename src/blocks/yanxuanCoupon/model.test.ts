import { t } from '@/i18n'
import {
  allClaimed, countdownTargetOf, endOfDay, expiryDue, matchesCrowd, packagesFor, parseCouponModule, pickConfig, sendTypeOf
} from './model'
import type { CrowdConfig } from './types'

const NOW = Date.parse('2026-11-11T12:00:00+08:00')
const HOUR = 3_600_000

describe('coupon module config (001 §3)', () => {
  it('reads the title, send type, jump, images and one config per crowd with its package list', () => {
    const r = parseCouponModule({
      moduleTitle: '新人礼包', moduleTitleColor: '#e8332a', moduleStyle: 2, sendType: 'AUTO', btnJumpType: 'JUMP_TO_FLOOR', targetFloorUuid: 'floor-1',
      countdownColor: '#fff', areaCutImage: 'https://img.example.cn/area.png',
      configs: [
        { targetCrowd: 'recycle_new_user', packageList: ['P1', { packageCode: 'P2' }, 'P1'], modalSwitch: false, actionSwitch: 1, priceColor: 'red' },
        { targetCrowd: 'NOBODY', packageList: [{ code: 'P3' }] },
        { targetCrowd: 'ALL', packageList: [] }
      ]
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toMatchObject({ title: '新人礼包', titleColor: '#e8332a', style: 2, sendType: 'automatic', jump: { to: 'floor', uuid: 'floor-1' }, images: { area: 'https://img.example.cn/area.png' } })
    expect(r.value.configs.map((c) => [c.crowd, c.packageCodes, c.modal, c.button])).toEqual([
      ['RECYCLE_NEW_USER', ['P1', 'P2'], false, true],
      ['ALL', ['P3'], true, true]
    ])
    expect(parseCouponModule({ configs: [] })).toEqual({ ok: false, reason: t('config.yanxuanCoupon.noConfigs') })
  })

  it('sendType: automatic for AUTO / AUTOMATIC / 1; anything else one-tap', () => {
    expect(['AUTO', 'automatic', 1, 'ONE_KEY', 2, undefined].map(sendTypeOf)).toEqual(['automatic', 'automatic', 'automatic', 'oneTap', 'oneTap', 'oneTap'])
  })
})

describe('crowd targeting (001 §5)', () => {
  const recycleNew = { gwNewUser: true, registerSource: 2 }
  const secondHandNew = { gwNewUser: true, registerSource: 1 }
  const old = { gwNewUser: false, registerSource: 2 }
  it.each([
    ['ALL', undefined, true], ['ALL', old, true],
    ['RECYCLE_NEW_USER', recycleNew, true], ['RECYCLE_NEW_USER', secondHandNew, false], ['RECYCLE_NEW_USER', old, false],
    ['SECOND_HAND_NEW_USER', secondHandNew, true], ['SECOND_HAND_NEW_USER', recycleNew, false],
    ['OLD_USER', old, true], ['OLD_USER', recycleNew, false], ['OLD_USER', undefined, false]
  ] as const)('%s, identity %j: %p', (crowd, identity, match) => {
    expect(matchesCrowd(crowd, identity)).toBe(match)
  })

  it('the config aimed at the visitor\'s crowd wins over ALL; anonymous gets ALL', () => {
    const configs = [{ crowd: 'ALL', packageCodes: ['A'] }, { crowd: 'OLD_USER', packageCodes: ['O'] }, { crowd: 'RECYCLE_NEW_USER', packageCodes: ['R'] }] as CrowdConfig[]
    expect(pickConfig(configs, { gwNewUser: false, registerSource: undefined })?.packageCodes).toEqual(['O'])
    expect(pickConfig(configs, { gwNewUser: true, registerSource: 2 })?.packageCodes).toEqual(['R'])
    expect(pickConfig(configs, { gwNewUser: true, registerSource: 1 })?.packageCodes).toEqual(['A'])
    expect(pickConfig(configs, undefined)?.packageCodes).toEqual(['A'])
    expect(pickConfig(configs.slice(1), undefined)).toBeUndefined()
  })
})

describe('packages and the countdown (001 §4, §9)', () => {
  const answer = [
    { packageCode: 'B', useState: 1, endTime: NOW + 2 * HOUR, newUserTag: true, packagePrice: '88', couponList: [{ code: 'c1', price: 50, minPriceLimit: 500 }, { code: 'c2' }] },
    { packageCode: 'A', useState: 0, endTime: '2026-11-13 12:00:00' },
    { packageCode: 'X', useState: 0 },
    'junk'
  ]
  it('the answered packages in the config\'s order; useState 1 is claimed; "all claimed" needs every one', () => {
    const packages = packagesFor(['A', 'B', 'C'], answer)
    expect(packages.map((p) => [p.packageCode, p.claimed, p.newUser, p.packagePrice, p.coupons.length])).toEqual([['A', false, false, undefined, 0], ['B', true, true, 88, 1]])
    expect(allClaimed(packages)).toBe(false)
    expect(allClaimed(packages.filter((p) => p.claimed))).toBe(true)
    expect(allClaimed([])).toBe(false)
  })

  it('counts to the nearest expiry; more than 24 h away, to the end of the current day', () => {
    const packages = packagesFor(['A', 'B'], answer)
    expect(countdownTargetOf(packages, NOW)).toEqual({ target: NOW + 2 * HOUR, expiry: NOW + 2 * HOUR })
    const far = packagesFor(['A'], answer)
    expect(countdownTargetOf(far, NOW)).toEqual({ target: endOfDay(NOW), expiry: Date.parse('2026-11-13T12:00:00+08:00') })
    expect(endOfDay(NOW)).toBe(Date.parse('2026-11-12T00:00:00+08:00'))
    expect(countdownTargetOf(far, Date.parse('2026-11-12T13:00:00+08:00'))?.target).toBe(Date.parse('2026-11-13T12:00:00+08:00'))
    expect(countdownTargetOf(packagesFor(['X'], answer), NOW)).toBeUndefined()
  })

  it('"about 4 s before expiry" the notice; "within 1 s" the reload', () => {
    expect(expiryDue(NOW + 4001, NOW)).toEqual({ notice: false, reload: false })
    expect(expiryDue(NOW + 4000, NOW)).toEqual({ notice: true, reload: false })
    expect(expiryDue(NOW + 1000, NOW)).toEqual({ notice: true, reload: false })
    expect(expiryDue(NOW + 999, NOW)).toEqual({ notice: true, reload: true })
  })
})

describe('curated coupons: edges the mutation run found untested (docs/testing.md)', () => {
  const pkg = (over: Record<string, unknown>) => ({ packageCode: 'P1', ...over })

  it('amounts from 0 up to (not at) 1e9; a coupon without a price is left out; a package\'s own code, else its code field', () => {
    const [p] = packagesFor(['P1'], [pkg({ packagePrice: 0, couponList: [{ code: 'c0', price: 0, minPriceLimit: 0 }, { code: 'c1', price: 1e9 }, { price: -1 }, { price: 1e9 - 1 }] })])
    expect(p.packagePrice).toBe(0)
    expect(p.coupons).toEqual([{ code: 'c0', price: 0, minPriceLimit: 0 }, { code: '', price: 1e9 - 1, minPriceLimit: undefined }])
    expect(packagesFor(['P2'], [{ code: 'P2' }]).map((x) => x.packageCode)).toEqual(['P2'])
    expect(packagesFor(['P3'], [pkg({ packageCode: 'P3', packagePrice: 1e9 })])[0].packagePrice).toBeUndefined()
  })

  it('the countdown: an expiry at this very instant is past; one exactly 24 h away is counted to, one further counts to the day\'s end', () => {
    const ends = (...endTime: number[]) => endTime.map((e, i) => ({ packageCode: `P${i}`, claimed: false, newUser: false, coupons: [], endTime: e }))
    expect(countdownTargetOf(ends(NOW), NOW)).toBeUndefined()
    expect(countdownTargetOf(ends(NOW, NOW + 1000), NOW)).toEqual({ target: NOW + 1000, expiry: NOW + 1000 })
    expect(countdownTargetOf(ends(NOW + 24 * HOUR), NOW)).toEqual({ target: NOW + 24 * HOUR, expiry: NOW + 24 * HOUR })
    expect(countdownTargetOf(ends(NOW + 24 * HOUR + 1), NOW)).toEqual({ target: endOfDay(NOW), expiry: NOW + 24 * HOUR + 1 })
  })
})
