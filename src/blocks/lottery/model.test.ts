import { t } from '@/i18n'
import {
  CODE_DAILY_TASK_CLAIMED, CODE_INVITE_CLAIMED, CODE_NO_QUOTA, CODE_VIP_CLAIMED, decideTap, isWin, lotteryErrorText, maskMobile, outcomeOf,
  parseLottery, prizeSlides, quotaLine, quotaText, showsTasks, statusLabel, statusOf, styleOf
} from './model'

const awards = [
  { id: 11, awardName: '50元回收加价券', awardImageUrl: 'https://img.example/a.png' },
  { id: 12, awardName: '蓝牙耳机', awardImageUrl: 'https://img.example/b.png' },
  { id: 13, awardName: '视频会员月卡' }
]

describe('lottery config (002 §3)', () => {
  it('reads the template, style, status, prizes and the winner marquee (masked mobiles)', () => {
    const parsed = parseLottery({
      lotteryTemplateId: 7001,
      activityStyle: 'SLOT_MACHINE',
      lotteryActivityStatus: 3,
      lotteryAwards: [...awards, { id: 11, awardName: '重复' }, { awardName: '无编号' }],
      winningAwardRecords: [{ mobile: '13812345678', awardName: '蓝牙耳机' }, { mobile: '139****0000', awardName: '50元回收加价券' }, { mobile: '', awardName: 'x' }]
    })
    if (!parsed.ok) throw new Error(parsed.reason)
    expect(parsed.value).toMatchObject({ templateId: 7001, style: 'slot', status: 'ongoing' })
    expect(parsed.value.awards.map((a) => a.id)).toEqual([11, 12, 13])
    expect(parsed.value.winners).toEqual([{ mobile: '138****5678', awardName: '蓝牙耳机' }, { mobile: '139****0000', awardName: '50元回收加价券' }])
  })

  it('refuses a block without template, and a slot or claw without prizes; the common style needs none', () => {
    expect(parseLottery({ activityStyle: 'COMMON' })).toEqual({ ok: false, reason: t('config.lottery.noTemplate') })
    expect(parseLottery({ lotteryTemplateId: 1, activityStyle: 'CLAW_MACHINE' })).toEqual({ ok: false, reason: t('config.lottery.noAwards') })
    expect(parseLottery({ lotteryTemplateId: 1 }).ok).toBe(true)
  })

  it('the draw button\'s colours: the operator\'s when they read (4.5:1), else a readable text, named in preview', () => {
    const look = (raw: Record<string, unknown>) => { const r = parseLottery({ lotteryTemplateId: 1, ...raw }); return r.ok ? [r.value.look.buttonColor, r.value.look.buttonTextColor, r.notes ?? []] : r.reason }
    // Nothing configured: the stylesheet's white on brand red.
    expect(look({})).toEqual([undefined, undefined, []])
    expect(look({ buttonColor: '#1a7f37', buttonTextColor: '#ffffff' })).toEqual(['#1a7f37', '#ffffff', []])
    // The claw scenario's pink on white (3.37:1), and the old orange under the stylesheet's white (3.10:1).
    expect(look({ buttonColor: '#ffffff', buttonTextColor: '#ff3d7f' })).toEqual(['#ffffff', '#1f1f1f', ['抽奖按钮文字颜色 #ff3d7f 与背景对比度 3.37:1，低于 4.5:1，页面已改用 #1f1f1f']])
    expect(look({ buttonColor: '#ff5a3c' })).toEqual(['#ff5a3c', '#1f1f1f', ['抽奖按钮文字颜色 #ffffff 与背景对比度 3.10:1，低于 4.5:1，页面已改用 #1f1f1f']])
  })

  it('styles: common, slot machine, claw machine (names or 1/2/3); anything else is common', () => {
    expect(['COMMON', 'slot_machine', 'claw-machine', 2, 3, 1, 'x', null].map(styleOf)).toEqual(['common', 'slot', 'claw', 'slot', 'claw', 'common', 'common', 'common'])
  })

  it('"lotteryActivityStatus (1 not started, 3 ongoing, anything else ended)" → 活动未开始 / 活动已结束', () => {
    expect([1, '1', 3, '3', 2, 4, 0, undefined].map(statusOf)).toEqual(['notStarted', 'notStarted', 'ongoing', 'ongoing', 'ended', 'ended', 'ended', 'ended'])
    expect(statusLabel('notStarted')).toBe('活动未开始')
    expect(statusLabel('ended')).toBe('活动已结束')
    expect(statusLabel('ongoing')).toBeUndefined()
  })

  it('"Prize carousel shows 4 slides"', () => {
    expect(prizeSlides([1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]])
  })

  it('masks an 11-digit mobile, keeps one already masked', () => {
    expect(maskMobile('13800001111')).toBe('138****1111')
    expect(maskMobile('138****1111')).toBe('138****1111')
  })
})

describe('quota and eligibility (002 §5, §6)', () => {
  it('"Remaining draw count shows 999+ above 999"', () => {
    expect([0, 1, 998, 999, 1000, 123456].map(quotaText)).toEqual(['0', '1', '998', '999', '999+', '999+'])
    expect(quotaLine(true, 1000)).toBe('剩余抽奖次数：999+')
  })

  it('a guest sees 请登录后查看抽奖次数; an unknown quota shows nothing', () => {
    expect(quotaLine(false, undefined)).toBe('请登录后查看抽奖次数')
    expect(quotaLine(true, undefined)).toBeUndefined()
  })

  it('"An ineligible user sees 暂无抽奖资格，请查看活动规则 and no task list"; a guest sees the entry ("a login prompt on … task")', () => {
    expect(t('lottery.ineligible')).toBe('暂无抽奖资格，请查看活动规则')
    expect(showsTasks({ loggedIn: true, eligible: false })).toBe(false)
    expect(showsTasks({ loggedIn: false })).toBe(true)
    expect(showsTasks({ loggedIn: true, eligible: true })).toBe(true)
  })
})

describe('a tap on the draw button (002 §4 "Draw flow")', () => {
  const on = { loggedIn: true, eligible: true, quota: 3 }
  it('not started and ended toast their status, before anything else', () => {
    expect(decideTap('notStarted', 'slot', { loggedIn: false })).toEqual({ kind: 'toast', text: 'lottery.status.notStarted' })
    expect(decideTap('ended', 'common', on)).toEqual({ kind: 'toast', text: 'lottery.status.ended' })
  })

  it('"A guest is sent to log in"; an ineligible user is told', () => {
    expect(decideTap('ongoing', 'common', { loggedIn: false })).toEqual({ kind: 'login' })
    expect(decideTap('ongoing', 'common', { ...on, eligible: false })).toEqual({ kind: 'toast', text: 'lottery.ineligible' })
  })

  it('"With no balance, claw and slot styles open the task list; the common style toasts that draws are insufficient"', () => {
    expect(decideTap('ongoing', 'slot', { ...on, quota: 0 })).toEqual({ kind: 'tasks' })
    expect(decideTap('ongoing', 'claw', { ...on, quota: 0 })).toEqual({ kind: 'tasks' })
    expect(decideTap('ongoing', 'common', { ...on, quota: 0 })).toEqual({ kind: 'toast', text: 'lottery.error.noQuota' })
    expect(t('lottery.error.noQuota')).toBe('抽奖次数不足，快去做任务赚更多次数吧')
  })

  it('"Otherwise a draw call is made" (a quota not known yet draws too: the server says if none is left)', () => {
    expect(decideTap('ongoing', 'claw', on)).toEqual({ kind: 'draw' })
    expect(decideTap('ongoing', 'claw', { loggedIn: true })).toEqual({ kind: 'draw' })
  })
})

describe('draw answers and errors (002 §3 "Draw result", §8)', () => {
  it('status yes/no: a win on a listed prize lands on its index', () => {
    expect([true, 1, 'yes', 'YES', 'y', false, 0, 'no', null].map(isWin)).toEqual([true, true, true, true, true, false, false, false, false])
    const list = [{ id: 11, awardName: 'a' }, { id: 12, awardName: 'b' }]
    expect(outcomeOf({ status: 'yes', awardId: '12', recordId: 9 }, list)).toEqual({ win: true, awardId: '12', recordId: 9, prizeIndex: 1 })
    expect(outcomeOf({ status: 'no', recordId: 10 }, list)).toEqual({ win: false, awardId: undefined, recordId: 10, prizeIndex: undefined })
    // A win without a prize is no win.
    expect(outcomeOf({ status: 'yes' }, list).win).toBe(false)
  })

  it('13606017 → 抽奖次数不足，快去做任务赚更多次数吧; daily task code → 已经领过啦，明天再来吧; invite, vip → 已经领过啦; other codes show msg', () => {
    expect(CODE_NO_QUOTA).toBe(13606017)
    expect(lotteryErrorText(13606017, 'x')).toBe('抽奖次数不足，快去做任务赚更多次数吧')
    expect(lotteryErrorText('13606017', undefined)).toBe('抽奖次数不足，快去做任务赚更多次数吧')
    expect(lotteryErrorText(CODE_DAILY_TASK_CLAIMED, 'x')).toBe('已经领过啦，明天再来吧')
    expect(lotteryErrorText(CODE_INVITE_CLAIMED, 'x')).toBe('已经领过啦')
    expect(lotteryErrorText(CODE_VIP_CLAIMED, 'x')).toBe('已经领过啦')
    expect(lotteryErrorText(13606099, '活动太火爆了')).toBe('活动太火爆了')
    expect(lotteryErrorText(500, '')).toBe(t('error.requestFailed'))
  })
})

describe('prize draw: edges the mutation run found untested (docs/testing.md)', () => {
  it('a mobile of exactly 11 digits is masked; 12 digits, or a letter before or after, is shown as it is (trimmed)', () => {
    expect(maskMobile(' 13812345678 ')).toBe('138****5678')
    expect(maskMobile('138123456789')).toBe('138123456789')
    expect(maskMobile('a13812345678')).toBe('a13812345678')
    expect(maskMobile('13812345678b')).toBe('13812345678b')
  })

  it('the styles: SLOT-MACHINE, slot machine and 2 are the slot; DOLL_MACHINE, claw machine and 3 the claw', () => {
    expect(['SLOT-MACHINE', 'slot machine', 'SLOTMACHINE', 2, 'SLOT'].map(styleOf)).toEqual(['slot', 'slot', 'slot', 'slot', 'slot'])
    expect(['DOLL_MACHINE', 'claw machine', 'CLAWMACHINE', 3, 'CLAW'].map(styleOf)).toEqual(['claw', 'claw', 'claw', 'claw', 'claw'])
  })

  it('prizes need an id and a name; the winners\' marquee needs a mobile (a number read as its digits) and a prize', () => {
    const r = parseLottery({
      lotteryTemplateId: 7, activityStyle: 'COMMON',
      lotteryAwards: [{ id: 1 }, { awardName: '无编号' }, { id: 2, awardName: '奖品2' }],
      winningAwardRecords: [{ mobile: 13812345678, awardName: '奖品2' }, { mobile: '13812345678' }, { awardName: '奖品2' }, { mobile: true, awardName: '奖品2' }],
      activityRule: '规则B'
    })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.awards.map((a) => a.id)).toEqual([2])
    expect(r.value.winners).toEqual([{ mobile: '138****5678', awardName: '奖品2' }])
    expect(r.value.rules).toBe('规则B')
  })
})
