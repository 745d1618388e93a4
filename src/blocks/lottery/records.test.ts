import { t } from '@/i18n'
import {
  awardKindOf, claimsWithForm, conditionsOf, FOLLOW_UP_LABELS, receiveTypeOf, recordButton, resultDialog, sortRecords, type PrizeRecord
} from './records'

const NOW = 1_800_000_000_000
const rec = (over: Partial<PrizeRecord>): PrizeRecord => ({ id: 1, awardName: '蓝牙耳机', kind: 'things', receiveType: 'manual', conditions: [], status: 1, canReceive: false, ...over })
const shown = (r: PrizeRecord) => {
  const b = recordButton(r, NOW)
  return [t(b.label), b.action, b.disabled]
}

describe('record button state (002 §4)', () => {
  it('Expired: disabled expired button', () => {
    expect(shown(rec({ status: 4 }))).toEqual(['已过期', 'none', true])
  })

  it('Claimed: a view button; a coupon goes to the coupon page; balance shows a disabled claimed button', () => {
    expect(shown(rec({ status: 2, kind: 'coupon' }))).toEqual(['去使用', 'viewCoupon', false])
    expect(shown(rec({ status: 2, kind: 'balance' }))).toEqual(['已领取', 'none', true])
    expect(shown(rec({ status: 2, kind: 'things' }))).toEqual(['查看', 'viewDetail', false])
    expect(shown(rec({ status: 2, kind: 'thirdParty' }))).toEqual(['查看', 'viewDetail', false])
  })

  it('Waiting: automatic → disabled sending; manual and canReceive → claim', () => {
    expect(shown(rec({ status: 1, receiveType: 'automatic', canReceive: true }))).toEqual(['发放中', 'none', true])
    expect(shown(rec({ status: 1, receiveType: 'manual', canReceive: true }))).toEqual(['立即领取', 'claim', false])
  })

  it('Waiting with conditions: complete-task, with an expiry countdown only when the expiry is in the future', () => {
    expect(recordButton(rec({ status: 1, conditions: ['recycleOrder'], expireAt: NOW + 60_000 }), NOW)).toEqual({ label: 'lottery.record.completeTask', action: 'completeTask', disabled: false, countdownTo: NOW + 60_000 })
    expect(recordButton(rec({ status: 1, conditions: ['recycleOrder'], expireAt: NOW }), NOW).countdownTo).toBeUndefined()
    expect(recordButton(rec({ status: 1, conditions: ['luxuryOrder'] }), NOW).countdownTo).toBeUndefined()
  })

  it('Waiting otherwise: parameter error (参数异常 on the tap)', () => {
    expect(recordButton(rec({ status: 1 }), NOW).action).toBe('badParams')
    expect(t('lottery.error.badRecord')).toBe('参数异常')
  })

  it('Failure, automatic: contact-support dialog. Failure, manual: claim. Anything else: expired', () => {
    expect(shown(rec({ status: 3, receiveType: 'automatic' }))).toEqual(['联系客服', 'contact', false])
    expect(shown(rec({ status: 3, receiveType: 'manual' }))).toEqual(['立即领取', 'claim', false])
    expect(shown(rec({ status: 9 }))).toEqual(['已过期', 'none', true])
  })

  it('an unsupported record type says 暂不支持此记录', () => {
    expect(recordButton(rec({ kind: undefined, status: 2 }), NOW).action).toBe('unsupported')
    expect(t('lottery.error.unknownRecord')).toBe('暂不支持此记录')
  })
})

describe('record fields (002 §3)', () => {
  it('awardType: things 1, third-party coupon 2, coupon 3, balance 4 (ours); others unsupported', () => {
    expect([1, '2', 3, 4, 5, null].map(awardKindOf)).toEqual(['things', 'thirdParty', 'coupon', 'balance', undefined, undefined])
  })

  it('receive type and conditions read from numbers or names', () => {
    expect([1, 'AUTOMATIC', 2, 'manual', undefined].map(receiveTypeOf)).toEqual(['automatic', 'automatic', 'manual', 'manual', 'manual'])
    expect(conditionsOf([1, 'LUXURY_ORDER', 3, 3, 'x'])).toEqual(['recycleOrder', 'luxuryOrder', 'fillForm'])
    expect(conditionsOf(null)).toEqual([])
  })

  it('a physical prize, or one whose condition is the claim form, is claimed through the address form', () => {
    expect(claimsWithForm(rec({ kind: 'things' }))).toBe(true)
    expect(claimsWithForm(rec({ kind: 'coupon', conditions: ['fillForm'] }))).toBe(true)
    expect(claimsWithForm(rec({ kind: 'coupon' }))).toBe(false)
  })

  it('newest first', () => {
    expect(sortRecords([rec({ id: 1, wonAt: 1 }), rec({ id: 2, wonAt: 3 }), rec({ id: 3 })]).map((r) => r.id)).toEqual([2, 1, 3])
  })
})

describe('result dialog (002 §4: "a win says 恭喜您！中奖啦！, otherwise 谢谢参与 再接再厉. Follow-up buttons depend on prize type")', () => {
  it('titles', () => {
    expect(t(resultDialog(true, 'coupon').title)).toBe('恭喜您！中奖啦！')
    expect(t(resultDialog(false, 'coupon').title)).toBe('谢谢参与 再接再厉')
  })

  it('buttons by type: things → fill the address, third-party → the redeem code, coupon → use it, balance → the wallet', () => {
    const labels = (win: boolean, kind?: Parameters<typeof resultDialog>[1]) => resultDialog(win, kind).buttons.map((b) => t(FOLLOW_UP_LABELS[b]))
    expect(labels(true, 'things')).toEqual(['填写收货地址', '我知道了'])
    expect(labels(true, 'thirdParty')).toEqual(['查看兑换码', '我知道了'])
    expect(labels(true, 'coupon')).toEqual(['去使用', '我知道了'])
    expect(labels(true, 'balance')).toEqual(['去查看', '我知道了'])
    expect(labels(true, undefined)).toEqual(['我知道了'])
    expect(labels(false, 'things')).toEqual(['我知道了'])
  })
})
