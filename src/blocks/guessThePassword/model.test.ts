import {
  answerOutcome, initialScene, isAboutToStart, limitAnswer, needsAddress, parseGuess, recordOf,
  sceneDisplay, scenesOf, sceneStatusOf, sceneTab, sendStatusLabel, validateAnswer, winFollowUps, type GuessScene
} from './model'
import { t } from '@/i18n'

const NOW = Date.parse('2026-11-26T10:00:00+08:00')
const MIN = 60_000
const scene = (over: Partial<GuessScene> = {}): GuessScene => ({ id: 1, status: 'toBeOpened', subscribed: false, ...over })

describe('guess config', () => {
  it('needs an activityCode; reads the subscribe page parameters flat or under `subscribe`', () => {
    expect(parseGuess({})).toEqual({ ok: false, reason: '缺少猜口令活动编码 activityCode' })
    const flat = parseGuess({ activityCode: 'GUESS-1', scene: 45, templateIds: ['t1', 't2'], businessId: 'b', pageCode: 'p' })
    expect(flat.ok && flat.value.subscribe).toEqual({ scene: 45, templateIds: ['t1', 't2'], activityCode: 'GUESS-1', sceneId: undefined, businessId: 'b', pageCode: 'p' })
    const nested = parseGuess({ activityCode: 7, subscribe: { scene: '101', templateIds: 't9' } })
    expect(nested.ok && nested.value.activityCode).toBe('7')
    expect(nested.ok && nested.value.subscribe?.scene).toBe(101)
    // 002 §2: scene is 45, 44 or 101: another value is no subscribe button, not a broken block.
    const bad = parseGuess({ activityCode: 'G', scene: 46, templateIds: ['t'] })
    expect(bad.ok && bad.value.subscribe).toBeUndefined()
  })

  it('the scene images\' design sizes (ours): a ratio when both are positive, none otherwise', () => {
    const sized = parseGuess({ activityCode: 'G', titleImageWidth: 750, titleImageHeight: '320', awardImageWidth: 340, awardImageHeight: 200 })
    expect(sized.ok && [sized.value.titleImageRatio, sized.value.awardImageRatio]).toEqual([750 / 320, 340 / 200])
    const unsized = parseGuess({ activityCode: 'G', titleImageWidth: 750, titleImageHeight: 0, awardImageWidth: 'wide', awardImageHeight: 200 })
    expect(unsized.ok && [unsized.value.titleImageRatio, unsized.value.awardImageRatio]).toEqual([undefined, undefined])
  })
})

describe('scenes (002 §3)', () => {
  it('status 1 to be opened, 2 ongoing, 3 ended, 4 prizes all claimed; anything else is dropped, as a repeated id', () => {
    expect([1, 2, 3, 4, '2', 5, null].map(sceneStatusOf)).toEqual(['toBeOpened', 'ongoing', 'ended', 'allClaimed', 'ongoing', undefined, undefined])
    const read = scenesOf([
      { id: 1, status: 3, startDt: '2026-11-25 10:00:00', endDt: '2026-11-25 22:00:00', answer: ' 爱回收 ', isSubscribe: 0 },
      { id: 2, status: 9 },
      { id: 1, status: 2 },
      { id: 3, status: 1, startDt: NOW + 10 * MIN, isSubscribe: true, titleDescImg: 'javascript:alert(1)' }
    ])
    expect(read.map((s) => s.id)).toEqual([1, 3])
    expect(read[0]).toMatchObject({ status: 'ended', start: Date.parse('2026-11-25T10:00:00+08:00'), answer: '爱回收', subscribed: false })
    expect(read[1]).toMatchObject({ subscribed: true, start: NOW + 10 * MIN, titleImage: undefined })
  })

  it('initial scene: the sceneId query parameter, else the first ongoing, else the first to be opened, else the last (002 §4)', () => {
    const scenes = [scene({ id: 1, status: 'ended' }), scene({ id: 2, status: 'toBeOpened' }), scene({ id: 3, status: 'ongoing' }), scene({ id: 4, status: 'ongoing' })]
    expect(initialScene(scenes, '1')?.id).toBe(1)
    expect(initialScene(scenes, ' 2 ')?.id).toBe(2)
    expect(initialScene(scenes, '99')?.id).toBe(3)
    expect(initialScene(scenes, undefined)?.id).toBe(3)
    expect(initialScene(scenes.filter((s) => s.status !== 'ongoing'), undefined)?.id).toBe(2)
    expect(initialScene([scene({ id: 5, status: 'ended' }), scene({ id: 6, status: 'allClaimed' })], undefined)?.id).toBe(6)
    expect(initialScene([], '1')).toBeUndefined()
  })

  it('about to start within 1800 s (30 minutes) of the start (002 §4, §9)', () => {
    expect(isAboutToStart(NOW + 1800_000, NOW)).toBe(true)
    expect(isAboutToStart(NOW + 1800_001, NOW)).toBe(false)
    expect(isAboutToStart(NOW - 1000, NOW)).toBe(true)
    expect(isAboutToStart(undefined, NOW)).toBe(false)
  })

  it('to be opened: subscribe button, already subscribed, about to start at 1800 s, not started without a subscribe config; a countdown to the start', () => {
    const start = NOW + 31 * MIN
    expect(sceneDisplay(scene({ start }), NOW, true)).toEqual({ kind: 'subscribe', countdownTo: start })
    expect(sceneDisplay(scene({ start, subscribed: true }), NOW, true)).toEqual({ kind: 'subscribed', countdownTo: start })
    expect(sceneDisplay(scene({ start }), NOW, false)).toEqual({ kind: 'notStarted', countdownTo: start })
    // One minute later the start is 30 minutes (1800 s) away: about to start, subscribed or not.
    expect(sceneDisplay(scene({ start }), NOW + MIN, true)).toEqual({ kind: 'aboutToStart', countdownTo: start })
    expect(sceneDisplay(scene({ start, subscribed: true }), NOW + MIN, true)).toEqual({ kind: 'aboutToStart', countdownTo: start })
    // Past the start while the server still says 1: no countdown below zero.
    expect(sceneDisplay(scene({ start }), start + 1000, true)).toEqual({ kind: 'aboutToStart', countdownTo: undefined })
  })

  it('ongoing: the answer box with a countdown to the end; ended and all claimed: the answer and an end label', () => {
    const end = NOW + 2 * 60 * MIN
    expect(sceneDisplay(scene({ status: 'ongoing', end }), NOW, true)).toEqual({ kind: 'answer', countdownTo: end })
    expect(sceneDisplay(scene({ status: 'ended', answer: '回收' }), NOW, true)).toEqual({ kind: 'over', answer: '回收', label: 'guess.over.ended' })
    expect(sceneDisplay(scene({ status: 'allClaimed', answer: '回收' }), NOW, true)).toEqual({ kind: 'over', answer: '回收', label: 'guess.over.allClaimed' })
  })

  it('a tab reads the scene\'s Beijing date and state', () => {
    expect(sceneTab(scene({ start: Date.parse('2026-11-26T00:30:00+08:00') }), 0)).toEqual({ date: '11月26日', state: '未开始' })
    expect(sceneTab(scene({ status: 'ongoing' }), 2)).toEqual({ date: '第3场', state: '进行中' })
  })
})

describe('the answer (002 §5, §8, §9)', () => {
  it('trimmed, at most 10; empty toasts 请输入答案后再提交哦', () => {
    expect(validateAnswer('  爱回收  ')).toEqual({ ok: true, answer: '爱回收' })
    expect(validateAnswer('一二三四五六七八九十十一')).toEqual({ ok: true, answer: '一二三四五六七八九十' })
    const empty = validateAnswer('   ')
    expect(empty.ok).toBe(false)
    if (!empty.ok) expect(t(empty.text)).toBe('请输入答案后再提交哦')
    expect(limitAnswer('abcdefghijkl')).toBe('abcdefghij')
  })

  it('a win; failReasonCode 1 → the wrong-answer dialog; no win and no failReasonCode 1 → 用户身份异常', () => {
    expect(answerOutcome({ isWin: true })).toBe('win')
    expect(answerOutcome({ isWin: 1, failReasonCode: 1 })).toBe('win')
    expect(answerOutcome({ isWin: false, failReasonCode: 1 })).toBe('wrong')
    expect(answerOutcome({ isWin: false, failReasonCode: '1' })).toBe('wrong')
    expect(answerOutcome({ isWin: false, failReasonCode: 2 })).toBe('identity')
    expect(answerOutcome({ isWin: false })).toBe('identity')
    expect(answerOutcome(null)).toBe('identity')
    expect(t('guess.answer.identity')).toBe('用户身份异常')
  })
})

describe('award records (002 §3, §5)', () => {
  const raw = { recordId: 11, awardName: '定制保温杯', awardType: 1, sendStatus: 1, winningDt: '2026-11-25 10:05:00' }
  it('sendStatus 1 waiting, 2 claimed, 3 failure, 4 expired', () => {
    expect([1, 2, 3, 4, 5, undefined].map((s) => { const k = sendStatusLabel(s); return k && t(k) })).toEqual(['待发放', '已发放', '发放失败', '已过期', undefined, undefined])
  })

  it('a things prize waiting without its receiver needs the address form; once filled, or another type, it does not', () => {
    const waiting = recordOf(raw)
    expect(waiting).toMatchObject({ physical: true, sendStatus: 1, wonAt: Date.parse('2026-11-25T10:05:00+08:00'), receiver: undefined })
    expect(needsAddress(waiting)).toBe(true)
    expect(winFollowUps(waiting)).toEqual(['address', 'ok'])
    const filled = recordOf({ ...raw, receiverName: '张三', mobile: '13800000000', address: '上海市黄浦区' })
    expect(needsAddress(filled)).toBe(false)
    expect(needsAddress(recordOf({ ...raw, sendStatus: 4 }))).toBe(false)
    const coupon = recordOf({ ...raw, awardType: 2, externalCode: ' CODE-1 ', externalSecondElement: 'PW-1' })
    expect(coupon).toMatchObject({ physical: false, code: 'CODE-1', secret: 'PW-1' })
    expect(winFollowUps(coupon)).toEqual(['code', 'ok'])
    expect(winFollowUps(undefined)).toEqual(['ok'])
  })
})

describe('guessing game: edges the mutation run found untested (docs/testing.md)', () => {
  it('the activity code: a finite number as its text; NaN is none (the block refuses); the rules from ruleText, else activityRule', () => {
    expect(parseGuess({ activityCode: 2026 })).toMatchObject({ ok: true, value: { activityCode: '2026' } })
    expect(parseGuess({ activityCode: Number.NaN }).ok).toBe(false)
    expect(parseGuess({ activityCode: 'G', activityRule: '规则B' })).toMatchObject({ ok: true, value: { rules: '规则B' } })
    expect(parseGuess({ activityCode: 'G', ruleText: '规则A', activityRule: '规则B' })).toMatchObject({ ok: true, value: { rules: '规则A' } })
  })

  it('a scene\'s answer and tips are trimmed; blank ones are none; statuses 1–4 only, repeated ids dropped', () => {
    const [scene] = scenesOf([{ id: 1, status: 2, answer: ' 以旧换新 ', answerTip: '  ', errorAnswerTip: ' 再想想 ' }, { id: 1, status: 2 }, { id: 2, status: 5 }] as never)
    expect(scenesOf([{ id: 1, status: 2 }, { id: 1, status: 3 }, { id: 2, status: 5 }, { id: 3, status: 0 }] as never).map((s) => s.id)).toEqual([1])
    expect([scene.answer, scene.answerTip, scene.errorAnswerTip]).toEqual(['以旧换新', undefined, '再想想'])
    expect(['1', '2', '3', '4', 0, 5].map(sceneStatusOf)).toEqual(['toBeOpened', 'ongoing', 'ended', 'allClaimed', undefined, undefined])
  })

  it('an answer is trimmed before it is cut to 10, and after', () => {
    expect(validateAnswer('   一二三四五六七八九十十一')).toEqual({ ok: true, answer: '一二三四五六七八九十' })
    expect(validateAnswer('一二三四五六七八九 十')).toEqual({ ok: true, answer: '一二三四五六七八九' })
    expect(validateAnswer('  ')).toEqual({ ok: false, text: 'guess.answer.empty' })
  })

  it('a record: texts trimmed, blank ones none; a receiver when any of name, mobile, address is given', () => {
    const base = { recordId: 1, awardName: '保温杯', awardType: 1 }
    const r = recordOf({ ...base, sceneId: 32, awardIllustrate: ' 七日内发货 ', externalCode: ' VIP ', externalSecondElement: ' 8888 ', answer: ' 以旧换新 ', receiverName: ' 张三 ', mobile: '', address: '' } as never)
    expect(r).toMatchObject({ sceneId: 32, illustrate: '七日内发货', code: 'VIP', secret: '8888', answer: '以旧换新', receiver: { name: '张三', mobile: '', address: '' } })
    expect(recordOf({ ...base, mobile: ' 13800000000 ' } as never).receiver).toEqual({ name: '', mobile: '13800000000', address: '' })
    expect(recordOf({ ...base, address: ' 北京 ' } as never).receiver).toEqual({ name: '', mobile: '', address: '北京' })
    const blank = recordOf({ ...base, awardIllustrate: ' ', externalCode: ' ', externalSecondElement: ' ', answer: ' ', receiverName: ' ' } as never)
    expect([blank.illustrate, blank.code, blank.secret, blank.answer, blank.receiver, blank.sceneId]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })
})

it('a countdown shows only while its time is ahead: none at the very instant it is reached', () => {
  const now = Date.parse('2026-11-26T10:00:00+08:00')
  const ongoing = (end: number): GuessScene => ({ id: 1, status: 'ongoing', start: now - 1000, end, subscribed: false })
  expect(sceneDisplay(ongoing(now), now, true)).toEqual({ kind: 'answer', countdownTo: undefined })
  expect(sceneDisplay(ongoing(now + 1), now, true)).toEqual({ kind: 'answer', countdownTo: now + 1 })
})
