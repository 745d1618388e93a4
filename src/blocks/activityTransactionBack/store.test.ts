import { autorun, runInAction } from 'mobx'
import { t } from '@/i18n'
import { GatewayError } from '@/services/envelope'
import { NAVIGATION_LOCK_MS } from '@/renderer/click'
import type { CashbackDetailAnswer } from '@/services/cashback'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { parseCashback, taskButton, type CashbackRow } from './model'
import { fakePrompts } from '../../../test/utils/fakePrompts'
import { CashbackStore, type CashbackPrompts } from './store'

const T0 = Date.parse('2026-11-23T10:00:00+08:00')
const meta = { id: 9601, uuid: 'cb-1', type: 'activityTransactionBack', kind: 'activityTransactionBack' }

const tasksAnswer = (): CashbackDetailAnswer => ({
  status: 7,
  tasks: [
    { taskTemplateId: 1, taskTemplateName: '累计交易满1000元', accumulateMode: 1, targetAmount: 1000, amountSum: 1200, progress: 100, taskStatus: 2, awardName: '20元现金', awardType: 3 },
    { taskTemplateId: 2, taskTemplateName: '累计交易3笔', accumulateMode: 2, targetCount: 3, orderCount: 3, progress: 100, taskStatus: 2, awardName: '蓝牙耳机', awardType: 1 },
    { taskTemplateId: 3, taskTemplateName: '累计交易5笔', accumulateMode: 2, targetCount: 5, orderCount: 1, progress: 20, taskStatus: 1, awardName: '50元券包', awardType: 2 }
  ],
  records: [
    { recordNo: 'R-1', taskTemplateId: 1, receiveStatus: 1 },
    { recordNo: 'R-2', taskTemplateId: 2, receiveStatus: 1 }
  ]
})

function make (detail: CashbackDetailAnswer, options: StoreRootOptions = {}, config: Record<string, unknown> = {}) {
  jest.useFakeTimers({ now: T0 })
  const made = storeRoot({ ...options, services: (s) => { s.cashback.detail.mockResolvedValue(detail); options.services?.(s) } })
  const parsed = parseCashback({ activityCode: 'CB-2026', templateIds: ['tpl-1'], sceneId: 'sc-1', businessId: 'biz-1', ...config })
  if (!parsed.ok) throw new Error(parsed.reason)
  const prompts = fakePrompts<CashbackPrompts>({ success: 'ok', awardDetail: undefined, claimForm: undefined, addressPicker: undefined, ask: false })
  const store = new CashbackStore(parsed.value, meta, made.root, prompts.prompts)
  const stop = store.start()
  return { ...made, store, stop, prompts }
}

const rowOf = (store: CashbackStore, key: string): CashbackRow => {
  const row = store.rows.find((r) => r.key === key)
  if (!row) throw new Error(`no row ${key}`)
  return row
}
const advance = async (ms: number) => {
  jest.advanceTimersByTime(ms)
  await answered()
}

afterEach(() => { jest.useRealTimers() })

describe('cashback store: guests (002 §6)', () => {
  // A logged-in visitor's load asked every status twice: once at once (with their token: the gateway answers for
  // them), once more when the user call said they are logged in. The tap sweep read the second as a tap's.
  it('a visitor with a token: one status call, not a second when the user call says logged in; a new login or a logout asks again', async () => {
    jest.useFakeTimers({ now: T0 })
    const made = storeRoot({ services: (s) => { s.cashback.detail.mockResolvedValue(({ status: 1 })) } })
    runInAction(() => { made.root.session.token = 'tk-1' })
    const parsed = parseCashback({ activityCode: 'CB-2026', templateIds: ['tpl-1'], sceneId: 'sc-1', businessId: 'biz-1' })
    if (!parsed.ok) throw new Error(parsed.reason)
    const store = new CashbackStore(parsed.value, meta, made.root, fakePrompts<CashbackPrompts>({ success: 'ok', awardDetail: undefined, claimForm: undefined, addressPicker: undefined, ask: false }).prompts)
    const stop = store.start()
    await advance(0)
    expect(made.services.cashback.detail).toHaveBeenCalledTimes(1)
    runInAction(() => { made.root.session.userKey = 'u1' })
    await advance(0)
    expect(made.services.cashback.detail).toHaveBeenCalledTimes(1)
    runInAction(() => { made.root.session.userKey = undefined })
    await advance(0)
    expect(made.services.cashback.detail).toHaveBeenCalledTimes(2)
    runInAction(() => {
      made.root.session.token = 'tk-2'
      made.root.session.userKey = 'u2'
    })
    await advance(0)
    expect(made.services.cashback.detail).toHaveBeenCalledTimes(3)
    stop()
  })

  it('a guest who logs in (no token when the status was asked): asked again', async () => {
    const { services, root, stop } = make(({ status: 1 }))
    await advance(0)
    expect(services.cashback.detail).toHaveBeenCalledTimes(1)
    runInAction(() => {
      root.session.token = 'tk-new'
      root.session.userKey = 'u1'
    })
    await advance(0)
    expect(services.cashback.detail).toHaveBeenCalledTimes(2)
    stop()
  })

  it('a guest sees the state (the status call is asked) and gets the login prompt on sign-up and claims; no gateway action is called', async () => {
    const { store, services, platform } = make({ status: 1, signUpImage: 'https://img.example/s.png' }, { platform: { loginNeedsAddress: false } })
    await answered()
    expect(services.cashback.detail).toHaveBeenCalledWith({ activityCode: 'CB-2026' })
    expect(store.image()).toBe('https://img.example/s.png')
    await store.tapState()
    await advance(1000)
    await store.claim({ key: 'k', name: 'x', mode: 'amount', amountSum: 0, orderCount: 0, progress: 100, status: 'done', awardType: 'cash', record: { recordNo: 'R', receiveStatus: 'unclaimed' } })
    expect(platform.login).toHaveBeenCalledTimes(2)
    expect(services.cashback.signUp).not.toHaveBeenCalled()
    expect(services.cashback.claimRewards).not.toHaveBeenCalled()
  })
})

describe('cashback store: a guest where the tasks show (002 §6)', () => {
  it('status 7 without tasks for a guest: the list asks to log in, 20 taps start one login; a participant without tasks reads 暂无任务', async () => {
    const { store, platform } = make({ status: 7 }, { platform: { loginNeedsAddress: false } })
    await answered()
    expect(store.rows).toEqual([])
    expect(store.emptyTasks).toBe('login')
    await Promise.all(Array.from({ length: 20 }, () => store.logInForTasks()))
    await answered()
    expect(platform.login).toHaveBeenCalledTimes(1)

    const member = make({ status: 7, tasks: [], records: [] }, { userKey: 'u1' })
    await answered()
    expect(member.store.emptyTasks).toBe('none')
  })

  it('before the page knows who the visitor is, the empty list says nothing yet, then 登录后查看任务进度 (the line must not change under the eye)', async () => {
    const { store, root } = make({ status: 7 })
    runInAction(() => { root.session.checked = false })
    await answered()
    expect(store.emptyTasks).toBe('pending')
    runInAction(() => { root.session.checked = true })
    expect(store.emptyTasks).toBe('login')
  })
})

describe('cashback store: sign-up and subscribe (002 §4, §7)', () => {
  it('status 1: 20 taps in one tick sign up once {activityCode}; 报名成功 and the state asked again', async () => {
    const { store, services, platform } = make({ status: 1 }, { userKey: 'u1' })
    await answered()
    services.cashback.detail.mockResolvedValue({ status: 2, tasks: [], records: [] })
    await Promise.all(Array.from({ length: 20 }, () => store.tapState()))
    await answered()
    expect(services.cashback.signUp).toHaveBeenCalledTimes(1)
    expect(services.cashback.signUp).toHaveBeenCalledWith({ activityCode: 'CB-2026' })
    expect(platform.toast).toHaveBeenCalledWith('报名成功')
    expect(store.status).toBe(2)
  })

  it('a refused sign-up toasts the server\'s msg and asks the state again', async () => {
    const { store, services, platform } = make({ status: 1 }, { userKey: 'u1', services: (s) => s.cashback.signUp.mockRejectedValueOnce(new GatewayError('名额已抢光', 13619005)) })
    await answered()
    const before = services.cashback.detail.mock.calls.length
    await store.tapState()
    await answered()
    expect(platform.toast).toHaveBeenCalledWith('名额已抢光')
    expect(services.cashback.detail.mock.calls.length).toBe(before + 1)
  })

  it('status 3 in a plain browser: the browser toast, no subscribe page', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store, platform } = make({ status: 3 }, { userKey: 'u1', platform: { platform: () => 'm', openSubscribe } })
    await answered()
    await store.tapState()
    expect(platform.toast).toHaveBeenCalledWith('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
    expect(openSubscribe).not.toHaveBeenCalled()
  })

  it('status 3 in a mini-program: the host\'s subscribe page with scene, templateIds, activityCode, sceneId, businessId, pageCode; once for 20 taps', async () => {
    const openSubscribe = jest.fn(async () => undefined)
    const { store } = make({ status: 3 }, { userKey: 'u1', platform: { platform: () => 'wechat_mp', openSubscribe, loginNeedsAddress: false } })
    await answered()
    await Promise.all(Array.from({ length: 20 }, () => store.tapState()))
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    expect(openSubscribe).toHaveBeenCalledWith({ scene: 101, templateIds: ['tpl-1'], activityCode: 'CB-2026', sceneId: 'sc-1', businessId: 'biz-1', pageCode: '90010' })
  })

  it('statuses without an action (2, 4, 5, 6, 7) call nothing on a tap', async () => {
    for (const status of [2, 4, 5, 6, 7]) {
      const { store, services, platform } = make({ status }, { userKey: 'u1' })
      await answered()
      await store.tapState()
      expect([status, services.cashback.signUp.mock.calls.length, (platform.toast as jest.Mock).mock.calls.length]).toEqual([status, 0, 0])
      jest.useRealTimers()
    }
  })
})

describe('cashback store: the next session start, polled every 3 s on the shared clock (002 §4, §9)', () => {
  it('checks at each 3 s slot while on screen and refreshes the block once the start is reached (not at the tick it passes, at the next check)', async () => {
    // T0 is a whole 3 s slot; the start falls inside the second slot.
    const start = T0 + 4500
    const { store, services } = make({ status: 3, nextSessionStartDt: start }, { userKey: 'u1' })
    await answered()
    runInAction(() => store.setOnScreen(true))
    const calls = () => services.cashback.detail.mock.calls.length
    const first = calls()
    await advance(5000)
    // 10:00:05: past the start, but the check is at 10:00:06.
    expect(calls()).toBe(first)
    services.cashback.detail.mockResolvedValue({ status: 1 })
    await advance(1000)
    expect(calls()).toBe(first + 1)
    expect(store.status).toBe(1)
    // Status 1 waits for no session: the poll ends, nothing more is asked.
    await advance(30_000)
    expect(calls()).toBe(first + 1)
    expect(jest.getTimerCount()).toBe(0)
  })

  it('a start answered again unchanged (the server is late) is not refreshed twice', async () => {
    const { store, services } = make({ status: 4, nextSessionStartDt: T0 + 1000 }, { userKey: 'u1' })
    await answered()
    runInAction(() => store.setOnScreen(true))
    const first = services.cashback.detail.mock.calls.length
    await advance(12_000)
    expect(services.cashback.detail.mock.calls.length).toBe(first + 1)
  })

  it('costs nothing off screen or while the page is hidden: no timer runs and nothing is asked', async () => {
    const { store, services, root } = make({ status: 5, nextSessionStartDt: T0 + 60_000 }, { userKey: 'u1' })
    await answered()
    const first = services.cashback.detail.mock.calls.length
    // Off screen (the view reports it): the block reads no tick, so the shared clock has no timer.
    expect(jest.getTimerCount()).toBe(0)
    await advance(20_000)
    expect(services.cashback.detail.mock.calls.length).toBe(first)
    // On screen: the shared tick runs (one timer) and the start is not reached yet.
    runInAction(() => store.setOnScreen(true))
    expect(jest.getTimerCount()).toBe(1)
    // The page hidden: the tick pauses; past the start nothing is asked.
    root.hide()
    expect(jest.getTimerCount()).toBe(0)
    await advance(60_000)
    expect(services.cashback.detail.mock.calls.length).toBe(first)
    // Shown again: the start has passed; the block is refreshed.
    root.show()
    await advance(3000)
    expect(services.cashback.detail.mock.calls.length).toBeGreaterThan(first)
  })
})

describe('cashback store: a reward\'s deadline passing while the page is open (002 §4 "Task button")', () => {
  const withDeadline = (): CashbackDetailAnswer => {
    const answer = tasksAnswer()
    answer.records = [{ recordNo: 'R-1', taskTemplateId: 1, receiveStatus: 1, receiveDeadlineDt: T0 + 90_000 }, { recordNo: 'R-2', taskTemplateId: 2, receiveStatus: 1 }]
    return answer
  }

  it('on screen, the count of reached deadlines moves as the deadline passes (the row renders again then, and only then): 领取现金 → 已过期', async () => {
    const { store, stop } = make(withDeadline(), { userKey: 'u1' })
    await answered()
    runInAction(() => store.setOnScreen(true))
    const seen: number[] = []
    const dispose = autorun(() => { seen.push(store.deadlinesReached) })
    const label = () => taskButton(rowOf(store, 'task-1'), store.serverNow()).label
    expect(label()).toBe('cashback.button.claimCash')
    await advance(60_000)
    expect(seen).toEqual([0])
    await advance(31_000)
    expect(seen).toEqual([0, 1])
    expect(label()).toBe('cashback.button.expired')
    // No deadline ahead any more: the block reads no tick, the shared clock's timer stops.
    await advance(5000)
    expect(jest.getTimerCount()).toBe(0)
    dispose()
    stop()
  })

  it('off screen it reads no tick (no timer); on screen again it counts the deadline that passed meanwhile', async () => {
    const { store, stop } = make(withDeadline(), { userKey: 'u1' })
    await answered()
    const seen: number[] = []
    const dispose = autorun(() => { seen.push(store.deadlinesReached) })
    expect(jest.getTimerCount()).toBe(0)
    await advance(120_000)
    expect(seen).toEqual([0])
    runInAction(() => store.setOnScreen(true))
    expect(seen).toEqual([0, 1])
    dispose()
    stop()
  })
})

describe('cashback store: claims (002 §4, §5, §7, §8, §9)', () => {
  it('领取现金: 20 taps in one tick → one claim-rewards {recordNo}; the cashback success dialog; the state again', async () => {
    const { store, services, prompts } = make(tasksAnswer(), { userKey: 'u1' })
    await answered()
    const row = rowOf(store, 'task-1')
    const before = services.cashback.detail.mock.calls.length
    await Promise.all(Array.from({ length: 20 }, () => store.tapRow(row)))
    await answered()
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    expect(services.cashback.claimRewards).toHaveBeenCalledWith({ recordNo: 'R-1' })
    expect(services.cashback.detail.mock.calls.length).toBe(before + 1)
    expect(prompts.open).toHaveLength(1)
    expect(prompts.top).toMatchObject({ name: 'success', args: [{ name: '20元现金', desc: '现金已发放至您的钱包', follow: 'wallet' }] })
  })

  it('a claimed record reads claimed at once, and no tap claims again while the state is on its way', async () => {
    const { store, services } = make(tasksAnswer(), { userKey: 'u1' })
    await answered()
    services.cashback.detail.mockImplementation(() => new Promise((resolve) => { setTimeout(() => resolve(tasksAnswer()), 3000) }))
    void store.tapRow(rowOf(store, 'task-1'))
    await answered()
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    expect(rowOf(store, 'task-1').record?.receiveStatus).toBe('claimed')
    for (const at of [300, 600, 900]) {
      jest.advanceTimersByTime(300)
      void store.claim(rowOf(store, 'task-1'))
      await answered()
      expect([at, services.cashback.claimRewards.mock.calls.length]).toEqual([at, 1])
    }
  })

  it('taps spread over the claim on a slow gateway (its button now 查看) open no award detail until the state is back', async () => {
    const { store, services } = make(tasksAnswer(), { userKey: 'u1' })
    await answered()
    const claimedAnswer = { ...tasksAnswer(), records: [{ recordNo: 'R-1', taskTemplateId: 1, receiveStatus: 2 }, { recordNo: 'R-2', taskTemplateId: 2, receiveStatus: 1 }] }
    services.cashback.claimRewards.mockImplementation(() => new Promise((resolve) => { setTimeout(() => resolve(true), 800) }))
    services.cashback.detail.mockImplementation(() => new Promise((resolve) => { setTimeout(() => resolve(claimedAnswer), 800) }))
    for (let i = 0; i < 20; i++) {
      void store.tapRow(rowOf(store, 'task-1'))
      await advance(50)
    }
    await advance(1000)
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    expect(services.cashback.awardDetail).not.toHaveBeenCalled()
    // A deliberate tap once the state is back: 查看 opens the award detail.
    void store.tapRow(rowOf(store, 'task-1'))
    await answered()
    expect(services.cashback.awardDetail).toHaveBeenCalledWith({ recordNo: 'R-1' })
  })

  it('taps spread over a second on a fast gateway: the claim\'s burst never opens the award detail; a tap after it does', async () => {
    const { store, services } = make(tasksAnswer(), { userKey: 'u1' })
    await answered()
    const claimedAnswer = { ...tasksAnswer(), records: [{ recordNo: 'R-1', taskTemplateId: 1, receiveStatus: 2 }, { recordNo: 'R-2', taskTemplateId: 2, receiveStatus: 1 }] }
    services.cashback.detail.mockResolvedValue(claimedAnswer)
    for (let i = 0; i < 20; i++) {
      void store.tapRow(rowOf(store, 'task-1'))
      await advance(50)
    }
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    expect(services.cashback.awardDetail).not.toHaveBeenCalled()
    await advance(NAVIGATION_LOCK_MS)
    void store.tapRow(rowOf(store, 'task-1'))
    await answered()
    expect(services.cashback.awardDetail).toHaveBeenCalledWith({ recordNo: 'R-1' })
  })

  it('a refused claim refreshes the state before the button takes another tap (002 §8)', async () => {
    const { store, services } = make(tasksAnswer(), { userKey: 'u1', services: (s) => s.cashback.claimRewards.mockRejectedValue(new GatewayError('已领取', 13619001)) })
    await answered()
    services.cashback.detail.mockImplementation(() => new Promise((resolve) => { setTimeout(() => resolve(tasksAnswer()), 3000) }))
    void store.tapRow(rowOf(store, 'task-1'))
    await answered()
    for (let i = 0; i < 4; i++) {
      jest.advanceTimersByTime(300)
      void store.tapRow(rowOf(store, 'task-1'))
      await answered()
    }
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(2000)
    await answered()
    void store.tapRow(rowOf(store, 'task-1'))
    await answered()
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(2)
  })

  it('throttled 200 ms (leading): a tap 199 ms after an accepted claim is dropped, one at 200 ms claims', async () => {
    const { store, services } = make(tasksAnswer(), { userKey: 'u1', services: (s) => s.cashback.claimRewards.mockRejectedValue(new GatewayError('网络繁忙', 1)) })
    await answered()
    const row = rowOf(store, 'task-1')
    await store.tapRow(row)
    await advance(199)
    await store.tapRow(row)
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    await advance(1)
    await store.tapRow(row)
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(2)
  })

  it('a claim error toasts msg and refreshes (002 §8)', async () => {
    const { store, services, platform, prompts } = make(tasksAnswer(), { userKey: 'u1', services: (s) => s.cashback.claimRewards.mockRejectedValueOnce(new GatewayError('奖励已过期', 13619002)) })
    await answered()
    const before = services.cashback.detail.mock.calls.length
    await store.tapRow(rowOf(store, 'task-1'))
    await answered()
    expect(platform.toast).toHaveBeenCalledWith('奖励已过期')
    expect(services.cashback.detail.mock.calls.length).toBe(before + 1)
    expect(prompts.open.length).toBe(0)
  })

  it('立即兑换 (physical): the address form; incomplete → 请完整填写领奖信息; confirmed → claim-rewards with receiveAddress {address, mobile, name}', async () => {
    const { store, services, platform } = make(tasksAnswer(), { userKey: 'u1' })
    await answered()
    void store.tapRow(rowOf(store, 'task-2'))
    await answered()
    expect(store.claimForm.form?.step).toBe('enter')
    store.claimForm.submit()
    expect(platform.toast).toHaveBeenLastCalledWith('请完整填写领奖信息')
    store.claimForm.edit('address', '上海市黄浦区人民大道200号')
    store.claimForm.edit('name', '张三')
    store.claimForm.edit('mobile', '138000000001234')
    store.claimForm.submit()
    expect(store.claimForm.form?.step).toBe('confirm')
    await store.claimForm.confirm()
    expect(services.cashback.claimRewards).toHaveBeenCalledWith({ recordNo: 'R-2', receiveAddress: { address: '上海市黄浦区人民大道200号', mobile: '13800000000', name: '张三' } })
    expect(store.claimForm.form?.step).toBe('submitted')
    expect(platform.toast).toHaveBeenLastCalledWith('提交成功')
  })

  it('去完成 opens the configured place, else the recycle category', async () => {
    const { store, platform } = make(tasksAnswer(), { userKey: 'u1' })
    await answered()
    await store.tapRow(rowOf(store, 'task-3'))
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/category?frontCategoryId=6' })
  })

  it('查看: award-detail {recordNo} in a dialog (cash and express data)', async () => {
    const detail = { ...tasksAnswer(), records: [{ recordNo: 'R-2', taskTemplateId: 2, receiveStatus: 2 }] }
    const { store, services, prompts } = make(detail, {
      userKey: 'u1',
      services: (s) => s.cashback.awardDetail.mockResolvedValue({ awardName: '蓝牙耳机', entityReceiveData: { expressNo: 'SF1234567890', expressCompany: '顺丰速运', address: '北京市朝阳区', mobile: '13800000000', name: '张三' } })
    })
    await answered()
    void store.tapRow(rowOf(store, 'task-2'))
    await answered()
    expect(services.cashback.awardDetail).toHaveBeenCalledWith({ recordNo: 'R-2' })
    expect(prompts.top?.name).toBe('awardDetail')
    expect(prompts.top?.args.slice(1)).toEqual([rowOf(store, 'task-2'), expect.objectContaining({ entityReceiveData: expect.objectContaining({ expressNo: 'SF1234567890' }) })])
  })
})

describe('cashback store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  it.each(TAPPINGS)('点击重试 tapped 20 times %s against a slow status call: one more status call, no toast', async (how) => {
    const { store, services, platform } = make(tasksAnswer(), { userKey: 'u1', services: (s) => s.cashback.detail.mockRejectedValueOnce(new GatewayError('系统繁忙', 500)).mockImplementation(slow(tasksAnswer())) })
    await answered()
    expect(store.failed).toBe(true)
    await tap20(how, () => store.retry())
    expect(services.cashback.detail).toHaveBeenCalledTimes(2)
    expect(store.failed).toBe(false)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('status 1: 报名 tapped 20 times %s against a slow sign-up: one sign-up, one 报名成功', async (how) => {
    const { store, services, platform } = make({ status: 1 }, { userKey: 'u1', services: (s) => s.cashback.signUp.mockImplementation(slow(true)) })
    await answered()
    await tap20(how, () => store.tapState())
    expect(services.cashback.signUp).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['报名成功']])
  })

  it.each(TAPPINGS)('status 3: 订阅 tapped 20 times %s in a mini-program whose subscribe page is slow: one page, no toast', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make({ status: 3 }, { userKey: 'u1', platform: { platform: () => 'wechat_mp', openSubscribe } })
    await answered()
    await tap20(how, () => store.tapState())
    expect(openSubscribe).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('status 3: 订阅 tapped 20 times %s in a plain browser: one toast, no page', async (how) => {
    const openSubscribe = jest.fn(slow(undefined))
    const { store, platform } = make({ status: 3 }, { userKey: 'u1', platform: { platform: () => 'm', openSubscribe } })
    await answered()
    await tap20(how, () => store.tapState())
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['浏览器暂不支持微信预约，请在微信小程序或App内打开~']])
    expect(openSubscribe).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('a guest\'s 登录后查看任务进度 tapped 20 times %s, the login slow: one login, no toast', async (how) => {
    const { store, platform } = make({ status: 7 }, { platform: { loginNeedsAddress: false, login: jest.fn(slow(undefined)) } })
    await answered()
    await tap20(how, () => store.logInForTasks())
    expect(platform.login).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('领取现金 tapped 20 times %s against a slow claim-rewards: one claim, one success dialog, no toast', async (how) => {
    const { store, services, platform, prompts } = make(tasksAnswer(), { userKey: 'u1', services: (s) => s.cashback.claimRewards.mockImplementation(slow(true)) })
    await answered()
    const row = rowOf(store, 'task-1')
    await tap20(how, () => store.tapRow(row))
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    expect(prompts.open.length).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('查看 tapped 20 times %s against a slow award-detail: one call, one dialog, no toast', async (how) => {
    const detail = { ...tasksAnswer(), records: [{ recordNo: 'R-2', taskTemplateId: 2, receiveStatus: 2 }] }
    const { store, services, platform, prompts } = make(detail, { userKey: 'u1', services: (s) => s.cashback.awardDetail.mockImplementation(slow({ awardName: '蓝牙耳机' })) })
    await answered()
    const row = rowOf(store, 'task-2')
    await tap20(how, () => { void store.tapRow(row) })
    expect(services.cashback.awardDetail).toHaveBeenCalledTimes(1)
    expect(prompts.open.length).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('去完成 tapped 20 times %s, the host slow to open: one navigation, no toast', async (how) => {
    const { store, platform } = make(tasksAnswer(), { userKey: 'u1', platform: { open: jest.fn(slow(undefined)) } })
    await answered()
    const row = rowOf(store, 'task-3')
    await tap20(how, () => store.tapRow(row))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/category?frontCategoryId=6' })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('立即兑换 (physical) tapped 20 times %s: one form, no toast', async (how) => {
    const { store, platform, prompts } = make(tasksAnswer(), { userKey: 'u1' })
    await answered()
    const row = rowOf(store, 'task-2')
    await tap20(how, () => { void store.tapRow(row) })
    expect(prompts.open.length).toBe(1)
    expect(store.claimForm.form?.step).toBe('enter')
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('the form\'s 确认提交 tapped 20 times %s against a slow claim-rewards: one claim, one 提交成功', async (how) => {
    const { store, services, platform } = make(tasksAnswer(), { userKey: 'u1', services: (s) => s.cashback.claimRewards.mockImplementation(slow(true)) })
    await answered()
    void store.tapRow(rowOf(store, 'task-2'))
    await answered()
    store.claimForm.edit('address', '上海市黄浦区人民大道200号')
    store.claimForm.edit('name', '张三')
    store.claimForm.edit('mobile', '13800000000')
    store.claimForm.submit()
    await tap20(how, () => store.claimForm.confirm())
    expect(services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['提交成功']])
  })

  it.each(TAPPINGS)('复制 tapped 20 times %s, the clipboard slow: one copy, one 已复制', async (how) => {
    const { store, platform } = make(tasksAnswer(), { userKey: 'u1', platform: { copyText: jest.fn(slow(true)) } })
    await answered()
    await tap20(how, () => store.copy('CARD-1'))
    expect(platform.copyText).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([[t('cashback.detail.copied')]])
  })
})
