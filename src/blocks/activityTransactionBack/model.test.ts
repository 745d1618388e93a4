import { t } from '@/i18n'
import {
  DEFAULT_SUBSCRIBE_SCENE, POLL_MS, awardTypeOf, deadlinesAt, formatYuan, modeOf, parseCashback, pollSlot, progressText, receiveStatusOf,
  rowsOf, startReached, stateImageOf, stateView, statusOf, successDialog, taskButton, taskStatusOf, type CashbackRow
} from './model'

const NOW = Date.parse('2026-11-23T10:00:00+08:00')

describe('cashback config', () => {
  it('needs an activityCode; reads the subscribe scene (45, 44 or 101, else 101) and template ids', () => {
    expect(parseCashback({}).ok).toBe(false)
    const r = parseCashback({ activityCode: 'CB-1', subscribeScene: 44, templateIds: ['t1', 7, null], sceneId: 3, redirectConfig: { redirects: [{ platform: 'm', path: 'https://m.example.cn/r' }] } })
    expect(r.ok && r.value.subscribe).toEqual({ scene: 44, templateIds: ['t1', '7'], sceneId: '3', businessId: undefined })
    expect(r.ok && r.value.goRedirects.length).toBe(1)
    const other = parseCashback({ activityCode: 9, subscribeScene: 12 })
    expect(other.ok && [other.value.activityCode, other.value.subscribe.scene]).toEqual(['9', DEFAULT_SUBSCRIBE_SCENE])
    expect(DEFAULT_SUBSCRIBE_SCENE).toBe(101)
  })
})

describe('status codes (002 §3, §4)', () => {
  it('"1 can sign up, 2 signed up, 3 can subscribe, 4 subscribed, 5 grabbed out, 6 not eligible, 7 can join without sign-up"', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((s) => {
      const v = stateView(statusOf(s)!)
      return [s, v.image, v.action, v.showsTasks]
    })).toEqual([
      [1, 'signUpImage', 'signUp', false],
      [2, 'signedUpImage', 'none', true],
      [3, 'subscribeImage', 'subscribe', false],
      [4, 'subscribedImage', 'none', false],
      [5, 'grabbedOutImage', 'none', false],
      [6, 'notEligibleImage', 'none', false],
      [7, 'entryImage', 'none', true]
    ])
    expect([0, 8, 2.5, 'x', null].map(statusOf)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(statusOf('3')).toBe(3)
  })

  it('only the states waiting for a session (3 can subscribe, 4 subscribed, 5 grabbed out) show and poll the next start', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((s) => stateView(statusOf(s)!).waitsForSession)).toEqual([3, 4, 5])
  })

  it('labels when the answer has no image: 立即报名 for 1, 提醒我 for 3', () => {
    expect(t(stateView(1).label)).toBe('立即报名')
    expect(t(stateView(3).label)).toBe('提醒我')
  })
})

describe('the next session start, polled every 3 s (002 §4, §9)', () => {
  it('"cashback start polling every 3 s": the slot changes once every 3000 ms', () => {
    expect(POLL_MS).toBe(3000)
    const slots = Array.from({ length: 10 }, (_, i) => pollSlot(NOW + i * 1000))
    expect(new Set(slots).size).toBe(4)
    expect(pollSlot(NOW + 2999) - pollSlot(NOW)).toBeLessThanOrEqual(1)
    expect(pollSlot(NOW + 3000) - pollSlot(NOW)).toBe(1)
  })

  it('the start is reached at or after it, never without one', () => {
    expect(startReached(NOW, NOW - 1)).toBe(false)
    expect(startReached(NOW, NOW)).toBe(true)
    expect(startReached(undefined, NOW)).toBe(false)
  })
})

describe('tasks: modes, progress texts (002 §3, §4)', () => {
  it('reads the accumulate modes amount, count, both (1/2/3 or their names)', () => {
    expect([1, 'AMOUNT', 2, 'count', 3, 'BOTH', undefined].map(modeOf)).toEqual(['amount', 'amount', 'count', 'count', 'both', 'both', 'amount'])
    expect([1, 2, 3, 'CASH', 9].map(awardTypeOf)).toEqual(['physical', 'couponPack', 'cash', 'cash', 'unknown'])
    expect([1, 2, 3, 4].map(receiveStatusOf)).toEqual(['unclaimed', 'claimed', 'expired', 'unknown'])
    expect([1, 2, 3].map(taskStatusOf)).toEqual(['ongoing', 'done', 'closed'])
  })

  it('progress per mode: amount in yuan, count in orders, both', () => {
    const base = { amountSum: 1280.5, orderCount: 2, targetAmount: 3000, targetCount: 3 }
    expect(progressText({ ...base, mode: 'amount' })).toBe('累计交易金额 1280.50/3000元')
    expect(progressText({ ...base, mode: 'count' })).toBe('累计交易订单 2/3笔')
    expect(progressText({ ...base, mode: 'both' })).toBe('累计交易 1280.50/3000元，2/3笔')
    expect(progressText({ amountSum: 99, orderCount: 1, mode: 'amount' })).toBe('已累计交易 99元')
    expect(formatYuan(12)).toBe('12')
    expect(formatYuan(0.1 + 0.2)).toBe('0.30')
  })

  it('rows: each task with its template\'s record, then records whose task is not listed', () => {
    const rows = rowsOf({
      tasks: [{ taskTemplateId: 11, taskTemplateName: '累计交易满3000元', accumulateMode: 1, targetAmount: 3000, amountSum: 3200, progress: 100, taskStatus: 2, awardName: '30元现金', awardType: 3 }],
      records: [
        { recordNo: 'R1', taskTemplateId: 11, receiveStatus: 1, receiveDeadlineDt: '2026-11-30 23:59:59' },
        { recordNo: 'R2', taskTemplateId: 99, taskTemplateName: '上期任务', awardName: '蓝牙耳机', awardType: 1, receiveStatus: 2, progress: 100 }
      ]
    })
    expect(rows.map((r) => [r.key, r.name, r.awardType, r.record?.recordNo, r.record?.receiveStatus])).toEqual([
      ['task-11', '累计交易满3000元', 'cash', 'R1', 'unclaimed'],
      ['record-R2', '上期任务', 'physical', 'R2', 'claimed']
    ])
    expect(rows[0].record?.deadline).toBe(Date.parse('2026-11-30T23:59:59+08:00'))
  })
})

describe('the answer\'s images (untrusted, as every configured image)', () => {
  it('a state or award image that is not http(s) shows none; a protocol-relative one gets https', () => {
    const rows = rowsOf({
      tasks: [{ taskTemplateId: 1, awardImage: 'javascript:alert(1)' }, { taskTemplateId: 2, awardImage: '//img.example.com/a.png' }],
      records: [{ recordNo: 'R9', awardImage: 'x" onerror="alert(1)' }]
    })
    expect(rows.map((r) => r.awardImage)).toEqual([undefined, 'https://img.example.com/a.png', undefined])
    expect(stateImageOf({ signUpImage: 'data:text/html,<b>' }, 1)).toBeUndefined()
    expect(stateImageOf({ signUpImage: '//img.example.com/s.png' }, 1)).toBe('https://img.example.com/s.png')
    expect(stateImageOf({ signUpImage: 'https://img.example.com/s.png' }, 2)).toBeUndefined()
  })
})

describe('the task button (002 §4 "Task button")', () => {
  const row = (over: Partial<CashbackRow>): Pick<CashbackRow, 'status' | 'awardType' | 'record'> => ({ status: 'ongoing', awardType: 'cash', ...over })
  const label = (over: Partial<CashbackRow>) => {
    const b = taskButton(row(over), NOW)
    return [t(b.label), b.action, b.disabled]
  }
  const unclaimed = { recordNo: 'R', receiveStatus: 'unclaimed' as const }

  it('ongoing cumulative task → 去完成', () => {
    expect(label({})).toEqual(['去完成', 'go', false])
  })

  it('closed → 未达成; expired (status 3 or past the deadline) → 已过期', () => {
    expect(label({ status: 'closed' })).toEqual(['未达成', 'none', true])
    expect(label({ status: 'done', record: { recordNo: 'R', receiveStatus: 'expired' } })).toEqual(['已过期', 'none', true])
    expect(label({ status: 'done', record: { ...unclaimed, deadline: NOW } })).toEqual(['已过期', 'none', true])
  })

  it('unclaimed → 领取现金 (cash), 领取奖励 (coupon pack), 立即兑换 (physical)', () => {
    expect(label({ status: 'done', awardType: 'cash', record: { ...unclaimed, deadline: NOW + 1 } })).toEqual(['领取现金', 'claim', false])
    expect(label({ status: 'done', awardType: 'couponPack', record: unclaimed })).toEqual(['领取奖励', 'claim', false])
    expect(label({ status: 'done', awardType: 'physical', record: unclaimed })).toEqual(['立即兑换', 'claim', false])
  })

  it('claimed → 查看 (cash, physical: the award detail) or 已领取 (coupon pack)', () => {
    const claimed = { recordNo: 'R', receiveStatus: 'claimed' as const }
    expect(label({ status: 'done', awardType: 'cash', record: claimed })).toEqual(['查看', 'view', false])
    expect(label({ status: 'done', awardType: 'physical', record: claimed })).toEqual(['查看', 'view', false])
    expect(label({ status: 'done', awardType: 'couponPack', record: claimed })).toEqual(['已领取', 'none', true])
  })

  it('a done task whose reward has no record yet: 已完成', () => {
    expect(label({ status: 'done' })).toEqual(['已完成', 'none', true])
  })

  it('deadlines reached by now among unclaimed rewards, and whether one is still ahead (claimed, expired and undated ones do not count)', () => {
    const rows = [
      { record: { recordNo: 1, receiveStatus: 'unclaimed' as const, deadline: NOW } },
      { record: { recordNo: 2, receiveStatus: 'unclaimed' as const, deadline: NOW + 60_000 } },
      { record: { recordNo: 3, receiveStatus: 'claimed' as const, deadline: NOW - 1 } },
      { record: { recordNo: 4, receiveStatus: 'unclaimed' as const } },
      {}
    ]
    expect(deadlinesAt(rows, NOW - 1)).toEqual({ reached: 0, ahead: true })
    expect(deadlinesAt(rows, NOW)).toEqual({ reached: 1, ahead: true })
    expect(deadlinesAt(rows, NOW + 60_000)).toEqual({ reached: 2, ahead: false })
    expect(deadlinesAt([], NOW)).toEqual({ reached: 0, ahead: false })
  })
})

describe('the success dialog (002 §2, §8)', () => {
  it('the success dialog says where the prize went and offers the wallet (cash) or the coupons (coupon pack)', () => {
    expect(successDialog('cash')).toEqual({ desc: 'cashback.success.cash', follow: 'wallet' })
    expect(successDialog('couponPack')).toEqual({ desc: 'cashback.success.coupon', follow: 'coupons' })
    expect(successDialog('physical').follow).toBeUndefined()
    expect(t('cashback.signUp.success')).toBe('报名成功')
  })
})

describe('cashback: edges the mutation run found untested (docs/testing.md)', () => {
  it('ids for the subscribe page: a finite number as its text, a text as it is, NaN or an object none', () => {
    const ids = (v: unknown) => { const r = parseCashback({ activityCode: 'CB-1', sceneId: v, businessId: v, pageCode: v }); return r.ok ? r.value.subscribe.sceneId : 'refused' }
    expect([ids(12), ids('sc-1'), ids(Number.NaN), ids(Number.POSITIVE_INFINITY), ids({})]).toEqual(['12', 'sc-1', undefined, undefined, undefined])
    expect(parseCashback({ activityCode: 2026 })).toMatchObject({ ok: true, value: { activityCode: '2026' } })
  })

  it('a task takes its record\'s sums, progress and prize when it has none of its own, and keeps its own when it has them', () => {
    const [bare, own] = rowsOf({
      tasks: [{ taskTemplateId: 1 }, { taskTemplateId: 2, taskTemplateName: '任务2', amountSum: 50, orderCount: 2, progress: 40, awardName: '自己的奖', targetAmount: 100, targetCount: 3 }],
      records: [
        { recordNo: 'R-1', taskTemplateId: 1, taskTemplateName: '记录的名字', amountSum: 120, orderCount: 3, progress: 100, awardName: '20元现金', receiveStatus: 1 },
        { recordNo: 'R-2', taskTemplateId: 2, amountSum: 999, orderCount: 9, progress: 90, awardName: '记录的奖', receiveStatus: 1 }
      ]
    } as never)
    expect(bare).toMatchObject({ name: '记录的名字', amountSum: 120, orderCount: 3, progress: 100, awardName: '20元现金', targetAmount: undefined, targetCount: undefined })
    expect(own).toMatchObject({ name: '任务2', amountSum: 50, orderCount: 2, progress: 40, awardName: '自己的奖', targetAmount: 100, targetCount: 3 })
  })

  it('progress is 0–100; a task and a record without a template id never pair; a record alone is a done row at 100', () => {
    const rows = rowsOf({
      tasks: [{ taskTemplateId: null, progress: 150 }, { taskTemplateId: 3, progress: -5 }],
      records: [{ recordNo: 'R-9', taskTemplateId: null, receiveStatus: 1 }]
    } as never)
    expect(rows.map((r) => [r.key, r.progress, r.record?.recordNo])).toEqual([['task-null', 100, undefined], ['task-3', 0, undefined], ['record-R-9', 100, 'R-9']])
    expect(rows[2]).toMatchObject({ name: '交易返现任务', status: 'done', amountSum: 0, orderCount: 0, awardName: undefined })
    expect(rowsOf({ records: [{ recordNo: 'R-8', progress: 30, amountSum: 7, orderCount: 1, awardName: '券' }] } as never)[0]).toMatchObject({ progress: 30, amountSum: 7, orderCount: 1, awardName: '券' })
    expect(rowsOf({ tasks: [{ taskTemplateId: 4 }] } as never)[0]).toMatchObject({ name: '交易返现任务', amountSum: 0, orderCount: 0, progress: 0, awardName: undefined })
  })
})
