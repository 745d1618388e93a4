import { runInAction } from 'mobx'
import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import { GatewayError } from '@/services/envelope'
import type { GuessAnswerResult, GuessSceneAnswer } from '@/services/guess'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseGuess } from './model'
import { fakePrompts } from '../../../test/utils/fakePrompts'
import { GuessStore, type GuessPrompts } from './store'

const T0 = Date.parse('2026-11-26T10:00:00+08:00')
const MIN = 60_000
const meta = { id: 9601, uuid: 'g-1', type: 'guessThePassword', kind: 'guessThePassword' }
const SCENES: GuessSceneAnswer[] = [
  { id: 31, status: 3, startDt: T0 - 24 * 60 * MIN, endDt: T0 - 12 * 60 * MIN, answer: '以旧换新', errorAnswerTip: '' },
  { id: 32, status: 2, startDt: T0 - 60 * MIN, endDt: T0 + 60 * MIN, answerTip: '四个字', errorAnswerTip: '提示：和回收有关的四个字' },
  { id: 33, status: 1, startDt: T0 + 20 * MIN, endDt: T0 + 24 * 60 * MIN },
  { id: 34, status: 1, startDt: T0 + 24 * 60 * MIN, endDt: T0 + 48 * 60 * MIN }
]
const WIN_RECORD = { recordId: 501, sceneId: 32, awardName: '定制保温杯', awardType: 1, sendStatus: 1, awardImage: 'https://img.example/cup.png' }

function make (options: StoreRootOptions & { url?: string, host?: string } = {}, contents: Record<string, unknown> = {}) {
  jest.useFakeTimers({ now: T0 })
  const made = storeRoot({
    ...options,
    platform: { ...(options.url ? { currentUrl: () => options.url as string } : {}), ...(options.host ? { platform: () => options.host as never } : {}), ...options.platform },
    services: (s) => {
      s.guess.detail.mockResolvedValue(SCENES)
      options.services?.(s)
    }
  })
  const parsed = parseGuess({ activityCode: 'GUESS-2026', scene: 45, templateIds: ['tpl-1'], businessId: 'biz', pageCode: 'guess', ...contents })
  if (!parsed.ok) throw new Error(parsed.reason)
  const prompts = fakePrompts<GuessPrompts>({ wrong: false, win: 'ok', records: undefined, detail: undefined, claimForm: undefined, addressPicker: undefined, ask: false })
  const store = new GuessStore(parsed.value, meta, made.root, prompts.prompts)
  const stop = store.start()
  return { ...made, store, stop, prompts }
}

function pending () {
  let settle: (a: GuessAnswerResult | Error) => void = () => undefined
  const promise = new Promise<GuessAnswerResult>((resolve, reject) => { settle = (a) => (a instanceof Error ? reject(a) : resolve(a)) })
  return { promise, settle }
}

afterEach(() => { jest.useRealTimers() })

describe('guess store: scenes (002 §2, §4)', () => {
  it('asks activity-detail with the activityCode on start, guest or not, and shows the first ongoing scene with the answer box', async () => {
    const { store, services } = make()
    await answered()
    expect(services.guess.detail).toHaveBeenCalledWith({ activityCode: 'GUESS-2026' })
    expect(store.scene?.id).toBe(32)
    expect(store.display).toEqual({ kind: 'answer', countdownTo: T0 + 60 * MIN })
  })

  it('the sceneId query parameter chooses the initial scene; a tab chooses another', async () => {
    const { store } = make({ url: 'http://127.0.0.1:8787/#/pages/campaign/index?activityId=guess&sceneId=31' })
    await answered()
    expect(store.scene?.id).toBe(31)
    expect(store.display).toEqual({ kind: 'over', answer: '以旧换新', label: 'guess.over.ended' })
    store.choose(store.scenes?.[3] as never)
    expect(store.display).toEqual({ kind: 'subscribe', countdownTo: T0 + 24 * 60 * MIN })
  })

  it('the scene 20 minutes away is about to start; the countdown reaching the start asks the detail again 520 ms later', async () => {
    const { store, services } = make({ url: 'http://x/#/?sceneId=33' })
    await answered()
    expect(store.display).toEqual({ kind: 'aboutToStart', countdownTo: T0 + 20 * MIN })
    expect(services.guess.detail).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(20 * MIN)
    await answered()
    expect(services.guess.detail).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(520)
    await answered()
    expect(services.guess.detail).toHaveBeenCalledTimes(2)
  })
})

describe('guess store: the answer (002 §4, §5, §8, §9)', () => {
  it('a guest goes to log in, typed or not (002 §6), and nothing is asked', async () => {
    for (const typed of ['   ', '爱回收']) {
      const { store, services, platform } = make({ platform: { loginNeedsAddress: false } })
      await answered()
      store.setInput(typed)
      await store.submit()
      expect([typed, (platform.login as jest.Mock).mock.calls.length]).toEqual([typed, 1])
      expect(platform.toast).not.toHaveBeenCalledWith('请输入答案后再提交哦')
      expect(services.guess.answer).not.toHaveBeenCalled()
    }
  })

  it('logged in, an empty answer toasts 请输入答案后再提交哦 once for twenty taps and calls nothing', async () => {
    const { store, services, platform } = make({ userKey: 'u1' })
    await answered()
    store.setInput('   ')
    await Promise.all(Array.from({ length: 20 }, () => store.submit()))
    expect((platform.toast as jest.Mock).mock.calls.filter(([text]) => text === '请输入答案后再提交哦')).toHaveLength(1)
    expect(services.guess.answer).not.toHaveBeenCalled()
  })

  it('an empty answer tapped 20 times over a second (past the 500 ms throttle twice): one toast; a tap after the burst toasts again', async () => {
    const { store, services, platform } = make({ userKey: 'u1' })
    await answered()
    store.setInput('')
    const empties = () => (platform.toast as jest.Mock).mock.calls.filter(([text]) => text === '请输入答案后再提交哦').length
    for (let i = 0; i < 20; i++) {
      await store.submit()
      jest.advanceTimersByTime(50)
    }
    expect(empties()).toBe(1)
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS)
    await store.submit()
    expect(empties()).toBe(2)
    expect(services.guess.answer).not.toHaveBeenCalled()
  })

  it('20 taps in one tick make exactly one take-part-in with the trimmed answer (at most 10) and the scene', async () => {
    const call = pending()
    const { store, services } = make({ userKey: 'u1', services: (s) => s.guess.answer.mockReturnValue(call.promise) })
    await answered()
    store.setInput('一二三四五六七八九十十一')
    const taps = Array.from({ length: 20 }, () => store.submit())
    await answered()
    expect(services.guess.answer).toHaveBeenCalledTimes(1)
    expect(services.guess.answer).toHaveBeenCalledWith({ activityCode: 'GUESS-2026', answer: '一二三四五六七八九十', sceneId: 32 })
    call.settle({ isWin: false, failReasonCode: 1 })
    await Promise.all(taps)
    expect(services.guess.answer).toHaveBeenCalledTimes(1)
  })

  it('throttled 500 ms: a tap 499 ms after an answered one is dropped, at 500 ms it goes', async () => {
    const { store, services, prompts } = make({ userKey: 'u1' })
    await answered()
    store.setInput('回收')
    await store.submit()
    prompts.dismiss()
    jest.advanceTimersByTime(499)
    await store.submit()
    expect(services.guess.answer).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    await store.submit()
    expect(services.guess.answer).toHaveBeenCalledTimes(2)
  })

  it('failReasonCode 1: the wrong-answer dialog with the scene\'s errorAnswerTip', async () => {
    const { store, prompts } = make({ userKey: 'u1', services: (s) => s.guess.answer.mockResolvedValue({ isWin: false, failReasonCode: 1 }) })
    await answered()
    store.setInput('不对')
    await store.submit()
    expect(prompts.top).toMatchObject({ name: 'wrong', args: ['提示：和回收有关的四个字'] })
  })

  it('no win and no failReasonCode 1: 用户身份异常, no dialog', async () => {
    const { store, platform, prompts } = make({ userKey: 'u1', services: (s) => s.guess.answer.mockResolvedValue({ isWin: false, failReasonCode: 7 }) })
    await answered()
    store.setInput('回收')
    await store.submit()
    expect(platform.toast).toHaveBeenCalledWith('用户身份异常')
    expect(prompts.open.length).toBe(0)
  })

  it('13615002: the server\'s msg and the detail again; another code: its msg only', async () => {
    const { store, services, platform } = make({
      userKey: 'u1',
      services: (s) => s.guess.answer
        .mockRejectedValueOnce(new GatewayError('本场已结束，请刷新', 13615002, 200))
        .mockRejectedValueOnce(new GatewayError('答题次数已用完', 13615009, 200))
    })
    await answered()
    store.setInput('回收')
    await store.submit()
    await answered()
    expect(platform.toast).toHaveBeenLastCalledWith('本场已结束，请刷新')
    expect(services.guess.detail).toHaveBeenCalledTimes(2)
    jest.advanceTimersByTime(500)
    await store.submit()
    await answered()
    expect(platform.toast).toHaveBeenLastCalledWith('答题次数已用完')
    expect(services.guess.detail).toHaveBeenCalledTimes(2)
  })

  it('a win: the win dialog with the prize, my awards asked again; 填写收货地址 opens the address form of that record', async () => {
    const { store, services, prompts } = make({
      userKey: 'u1',
      services: (s) => {
        s.guess.answer.mockResolvedValue({ isWin: true, activityAwardRecord: WIN_RECORD })
        s.guess.records.mockResolvedValue([WIN_RECORD])
      }
    })
    await answered()
    store.setInput('以旧换新')
    await store.submit()
    await answered()
    expect(services.guess.records).toHaveBeenCalledWith({ activityCode: 'GUESS-2026' })
    expect(store.records?.map((r) => r.recordId)).toEqual([501])
    expect(store.input).toBe('')
    expect(prompts.top).toMatchObject({ name: 'win', args: [{ recordId: 501, awardName: '定制保温杯', awardImage: 'https://img.example/cup.png' }, ['address', 'ok']] })
    prompts.answer('address', 'win')
    await answered()
    expect(store.claimForm.form).toMatchObject({ record: { recordId: 501 }, step: 'enter' })
  })
})

describe('guess store: subscribe (002 §2)', () => {
  it('in a mini-program: the host\'s subscribe page with scene, templateIds, this game\'s code and scene, businessId, pageCode; one per burst', async () => {
    const { store, platform } = make({ userKey: 'u1', host: 'wechat_mp', url: 'http://x/?sceneId=34', platform: { openSubscribe: jest.fn(async () => undefined) } })
    await answered()
    expect(store.display?.kind).toBe('subscribe')
    await Promise.all(Array.from({ length: 20 }, () => store.subscribe()))
    expect(platform.openSubscribe).toHaveBeenCalledTimes(1)
    expect(platform.openSubscribe).toHaveBeenCalledWith({ scene: 45, templateIds: ['tpl-1'], activityCode: 'GUESS-2026', sceneId: '34', businessId: 'biz', pageCode: 'guess' })
  })

  it('in a plain browser: the seckill booking\'s toast, no page; back from the subscribe page the detail is asked again', async () => {
    const { store, platform, services, root } = make({ userKey: 'u1', host: 'm', url: 'http://x/?sceneId=34', platform: { openSubscribe: jest.fn(async () => undefined) } })
    await answered()
    await store.subscribe()
    expect(platform.toast).toHaveBeenCalledWith('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
    expect(platform.openSubscribe).not.toHaveBeenCalled()
    root.hide()
    root.show()
    await answered()
    expect(services.guess.detail).toHaveBeenCalledTimes(2)
  })
})

describe('guess store: my awards and the address form (002 §3, §5)', () => {
  const records = [
    { recordId: 1, awardName: '保温杯', awardType: 1, sendStatus: 1 },
    { recordId: 2, awardName: '视频月卡', awardType: 2, sendStatus: 2, externalCode: 'VIP-8888' }
  ]

  it('my awards needs login; the list opens once it came', async () => {
    const { store, services, root, platform, prompts } = make({ platform: { loginNeedsAddress: false } })
    await answered()
    await store.openRecords()
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(services.guess.records).not.toHaveBeenCalled()
    runInAction(() => { root.session.userKey = 'u1' })
    jest.advanceTimersByTime(1000)
    services.guess.records.mockResolvedValue(records)
    void store.openRecords()
    await answered()
    expect(prompts.open.length).toBe(1)
    expect(store.records?.map((r) => r.awardName)).toEqual(['保温杯', '视频月卡'])
  })

  it('the form: typing keeps address ≤ 50, name ≤ 10, phone ≤ 11; incomplete → 请完整填写领奖信息; confirm sends fill-in-address once: 提交成功, locked', async () => {
    const { store, services, platform } = make({ userKey: 'u1', services: (s) => s.guess.records.mockResolvedValue(records) })
    await answered()
    await store.loadRecords()
    const record = store.records?.[0]
    if (!record) throw new Error('no record')
    void store.openForm(record)
    await answered()
    store.claimForm.edit('name', '一二三四五六七八九十十一')
    store.claimForm.edit('mobile', '138000000001234')
    store.claimForm.edit('address', 'x'.repeat(60))
    expect(store.claimForm.form?.values).toEqual({ name: '一二三四五六七八九十', mobile: '13800000000', address: 'x'.repeat(50) })
    store.claimForm.edit('address', '')
    store.claimForm.submit()
    expect(platform.toast).toHaveBeenCalledWith('请完整填写领奖信息')
    expect(store.claimForm.form?.step).toBe('enter')
    store.claimForm.edit('address', '上海市黄浦区人民大道200号')
    store.claimForm.submit()
    expect(store.claimForm.form?.step).toBe('confirm')
    await Promise.all(Array.from({ length: 20 }, () => store.claimForm.confirm()))
    expect(services.guess.fillAddress).toHaveBeenCalledTimes(1)
    expect(services.guess.fillAddress).toHaveBeenCalledWith({ contactName: '一二三四五六七八九十', contactMobile: '13800000000', address: '上海市黄浦区人民大道200号', activityCode: 'GUESS-2026', recordId: 1 })
    expect(platform.toast).toHaveBeenLastCalledWith('提交成功')
    expect(store.claimForm.form?.step).toBe('submitted')
    store.claimForm.edit('name', '李四')
    expect(store.claimForm.form?.values.name).toBe('一二三四五六七八九十')
  })

  it('a failed fill-in-address toasts msg and goes back to confirm; a record that needs no address opens no form', async () => {
    const { store, services, platform } = make({ userKey: 'u1', services: (s) => { s.guess.records.mockResolvedValue(records); s.guess.fillAddress.mockRejectedValue(new GatewayError('地址信息有误', 13615010, 200)) } })
    await answered()
    await store.loadRecords()
    const [physical, coupon] = store.records ?? []
    void store.openForm(coupon)
    await answered()
    expect(store.claimForm.form).toBeUndefined()
    void store.openForm(physical)
    await answered()
    store.claimForm.edit('name', '张三')
    store.claimForm.edit('mobile', '13800000000')
    store.claimForm.edit('address', '北京市朝阳区')
    store.claimForm.submit()
    await store.claimForm.confirm()
    expect(services.guess.fillAddress).toHaveBeenCalledTimes(1)
    expect(platform.toast).toHaveBeenLastCalledWith('地址信息有误')
    expect(store.claimForm.form?.step).toBe('confirm')
  })

  it('copy: 已复制 (once for 20 taps); a host that refuses: the hint to long-press the code', async () => {
    const { store, platform } = make({ userKey: 'u1' })
    const copied = platform.copyText as jest.Mock
    copied.mockResolvedValueOnce(true).mockResolvedValueOnce(false)
    await Promise.all(Array.from({ length: 20 }, () => store.copy('VIP-8888')))
    expect(copied).toHaveBeenCalledTimes(1)
    expect(copied).toHaveBeenCalledWith('VIP-8888')
    expect(platform.toast).toHaveBeenCalledTimes(1)
    expect(platform.toast).toHaveBeenLastCalledWith('已复制')
    // The next tap, after the burst: copied again.
    jest.advanceTimersByTime(NAVIGATION_LOCK_MS + 1)
    await store.copy('VIP-8888')
    expect(platform.toast).toHaveBeenLastCalledWith('长按兑换码复制')
  })
})

describe('guess store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  const records = [{ recordId: 1, awardName: '保温杯', awardType: 1, sendStatus: 1 }]

  // The failed note's tap called loadDetail() straight: 20 taps were 20 activity-detail calls.
  it.each(TAPPINGS)('the failed game\'s 点击重试 tapped 20 times %s against a slow activity-detail: one more detail call, the game back, no toast', async (how) => {
    const { store, services, platform } = make({ userKey: 'u1', services: (s) => s.guess.detail.mockRejectedValue(new GatewayError('boom', 500)) })
    await answered()
    expect(store.failed).toBe(true)
    const before = services.guess.detail.mock.calls.length
    services.guess.detail.mockImplementation(slow(SCENES))
    await tap20(how, () => store.retry())
    expect(services.guess.detail).toHaveBeenCalledTimes(before + 1)
    expect(store.failed).toBe(false)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('提交答案 tapped 20 times %s against a slow take-part-in (500 ms throttle): one answer, one wrong-answer dialog, no toast', async (how) => {
    const { store, services, platform, prompts } = make({ userKey: 'u1', services: (s) => s.guess.answer.mockImplementation(slow({ isWin: false, failReasonCode: 1 })) })
    await answered()
    store.setInput('以旧换新')
    await tap20(how, () => store.submit())
    expect(services.guess.answer).toHaveBeenCalledTimes(1)
    expect(prompts.open.length).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('订阅 tapped 20 times %s in a mini-program whose subscribe page is slow: one page, no toast', async (how) => {
    const { store, platform } = make({ userKey: 'u1', host: 'wechat_mp', url: 'http://x/?sceneId=34', platform: { openSubscribe: jest.fn(slow(undefined)) } })
    await answered()
    await tap20(how, () => store.subscribe())
    expect(platform.openSubscribe).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('订阅 tapped 20 times %s in a plain browser: one toast, no page', async (how) => {
    const { store, platform } = make({ userKey: 'u1', host: 'm', url: 'http://x/?sceneId=34', platform: { openSubscribe: jest.fn(slow(undefined)) } })
    await answered()
    await tap20(how, () => store.subscribe())
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['浏览器暂不支持微信预约，请在微信小程序或App内打开~']])
    expect(platform.openSubscribe).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('我的奖品 tapped 20 times %s against a slow record list: one list call, one panel, no toast', async (how) => {
    const { store, services, platform, prompts } = make({ userKey: 'u1', services: (s) => s.guess.records.mockImplementation(slow(records)) })
    await answered()
    const before = services.guess.records.mock.calls.length
    await tap20(how, () => { void store.openRecords() })
    expect(services.guess.records.mock.calls.length - before).toBe(1)
    expect(prompts.open.length).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('填写收货地址 tapped 20 times %s: one form, no toast', async (how) => {
    const { store, platform, prompts } = make({ userKey: 'u1', services: (s) => s.guess.records.mockResolvedValue(records) })
    await answered()
    await store.loadRecords()
    const record = store.records![0]
    await tap20(how, () => { void store.openForm(record) })
    expect(prompts.open.length).toBe(1)
    expect(store.claimForm.form?.record.recordId).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('确认提交 tapped 20 times %s against a slow fill-in-address: one call, one 提交成功', async (how) => {
    const { store, services, platform } = make({ userKey: 'u1', services: (s) => { s.guess.records.mockResolvedValue(records); s.guess.fillAddress.mockImplementation(slow(true)) } })
    await answered()
    await store.loadRecords()
    void store.openForm(store.records![0])
    await answered()
    store.claimForm.edit('name', '张三')
    store.claimForm.edit('mobile', '13800000000')
    store.claimForm.edit('address', '上海市黄浦区人民大道200号')
    store.claimForm.submit()
    await tap20(how, () => store.claimForm.confirm())
    expect(services.guess.fillAddress).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['提交成功']])
  })

  it.each(TAPPINGS)('复制 tapped 20 times %s, the clipboard slow: one copy, one 已复制', async (how) => {
    const { store, platform } = make({ userKey: 'u1', platform: { copyText: jest.fn(slow(true)) } })
    await answered()
    await tap20(how, () => store.copy('VIP-8888'))
    expect(platform.copyText).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['已复制']])
  })
})
