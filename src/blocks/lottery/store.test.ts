import { runInAction } from 'mobx'
import { t } from '@/i18n'
import { GatewayError } from '@/services/envelope'
import type { DrawAnswer } from '@/services/lottery'
import { slow, TAPPINGS, tap20 } from '../../../test/utils/burst'
import { answered, storeRoot, type StoreRootOptions } from '../../../test/utils/storeRoot'
import { DRAW_TIMEOUT_MS } from './flow'
import { parseLottery, STATUS_NOT_STARTED } from './model'
import type { Question } from '@/flows/prizeClaim/addressBook'
import { fakePrompts } from '../../../test/utils/fakePrompts'
import { LotteryStore, type LotteryPrompts, type ResultTexts } from './store'

const T0 = Date.parse('2026-11-23T10:00:00+08:00')
const meta = { id: 9503, uuid: 'l-slot', type: 'lottery', kind: 'lottery' }
const awards = [1, 2, 3, 4].map((id) => ({ id, awardName: `奖品${id}`, awardImageUrl: `https://img.example/${id}.png` }))

function make (style: 'COMMON' | 'SLOT_MACHINE' | 'CLAW_MACHINE', options: StoreRootOptions = {}, over: Record<string, unknown> = {}) {
  jest.useFakeTimers({ now: T0 })
  const made = storeRoot(options)
  const parsed = parseLottery({ lotteryTemplateId: 7002, activityStyle: style, lotteryActivityStatus: 3, lotteryAwards: awards, ...over })
  if (!parsed.ok) throw new Error(parsed.reason)
  const prompts = fakePrompts<LotteryPrompts>({ result: 'ok', tasks: undefined, records: undefined, detail: undefined, contact: false, claimForm: undefined, addressPicker: undefined, ask: false })
  const store = new LotteryStore(parsed.value, meta, made.root, prompts.prompts)
  const stop = store.start()
  return { ...made, store, stop, prompts }
}

/** A draw answer that arrives when the test says. */
function pending () {
  let settle: (a: DrawAnswer | Error) => void = () => undefined
  const promise = new Promise<DrawAnswer>((resolve, reject) => { settle = (a) => (a instanceof Error ? reject(a) : resolve(a)) })
  return { promise, settle }
}

type Prompts = ReturnType<typeof make>['prompts']
/** The result dialog's title, else the name of the prompt open. */
const topTitle = (prompts: Prompts) => {
  const top = prompts.top
  return top?.name === 'result' ? (top.args[0] as ResultTexts).title : top?.name
}
/** The prize claim's question open (the address book's). */
const question = (prompts: Prompts) => (prompts.top?.name === 'ask' ? (prompts.top.args[0] as Question).title : undefined)
const advance = async (ms: number) => {
  jest.advanceTimersByTime(ms)
  await answered()
}

afterEach(() => { jest.useRealTimers() })

describe('lottery store: guests (002 §6)', () => {
  it('a guest issues no quota, records or eligibility call, sees 请登录后查看抽奖次数, and gets the login flow on draw, tasks and my prizes', async () => {
    const { store, services, platform } = make('SLOT_MACHINE', { platform: { loginNeedsAddress: false } })
    await answered()
    expect(store.quotaText).toBe('请登录后查看抽奖次数')
    // The task entry shows, so its tap can reach the login prompt.
    expect(store.showsTasks).toBe(true)
    // A login asked again within 800 ms is the same one (stores/session): the taps are a second apart.
    for (const tap of [() => store.tapDraw(), () => store.openTasks(), () => store.openRecords(), () => store.checkIn()]) {
      await tap()
      jest.advanceTimersByTime(1000)
    }
    expect(platform.login).toHaveBeenCalledTimes(4)
    for (const call of ['quota', 'eligible', 'records', 'tasks', 'draw', 'checkIn'] as const) expect(services.lottery[call]).not.toHaveBeenCalled()
  })

  it('a task list or my prizes that do not load: the server\'s message, no empty panel; a later tap asks again and opens it', async () => {
    const { store, services, platform, prompts } = make('SLOT_MACHINE', {
      userKey: 'u1',
      services: (s) => {
        s.lottery.tasks.mockRejectedValueOnce(new GatewayError('系统繁忙，请稍后再试', 500, 500)).mockResolvedValue([])
        s.lottery.records.mockRejectedValueOnce(new GatewayError('系统繁忙，请稍后再试', 500, 500)).mockResolvedValue([])
      }
    })
    await answered()
    await store.openTasks()
    await store.openRecords()
    expect(platform.toast).toHaveBeenCalledTimes(2)
    expect(platform.toast).toHaveBeenCalledWith('系统繁忙，请稍后再试')
    expect(prompts.open.length).toBe(0)
    jest.advanceTimersByTime(1000)
    void store.openTasks()
    await answered()
    expect(services.lottery.tasks).toHaveBeenCalledTimes(2)
    expect(prompts.open.length).toBe(1)
  })

  it('once logged in: quota and check-rule are asked; 999+ above 999; an ineligible user sees 暂无抽奖资格，请查看活动规则 and no task list', async () => {
    const { store, services } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.lottery.quota.mockResolvedValue(1000) })
    await answered()
    expect(services.lottery.quota).toHaveBeenCalledWith({ templateId: 7002 })
    expect(services.lottery.eligible).toHaveBeenCalledWith({ templateId: 7002 })
    expect(store.quotaText).toBe('剩余抽奖次数：999+')
    expect(store.showsTasks).toBe(true)
    runInAction(() => { store.eligible = false })
    expect(store.quotaText).toBe('暂无抽奖资格，请查看活动规则')
    expect(store.showsTasks).toBe(false)
  })
})

describe('lottery store: the draw (002 §4, §8, §9)', () => {
  it('20 taps in one tick make exactly one take-part-in request', async () => {
    const call = pending()
    const { store, services } = make('COMMON', { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockReturnValue(call.promise) } })
    await answered()
    const taps = Array.from({ length: 20 }, () => store.tapDraw())
    await answered()
    expect(services.lottery.draw).toHaveBeenCalledTimes(1)
    expect(services.lottery.draw).toHaveBeenCalledWith({ templateId: 7002 })
    call.settle({ status: 'no', recordId: 1 })
    await Promise.all(taps)
    expect(services.lottery.draw).toHaveBeenCalledTimes(1)
  })

  it('throttled 250 ms, leading only: a tap 249 ms after an accepted one is dropped even when the draw is over', async () => {
    const { store, services, prompts } = make('COMMON', { userKey: 'u1', services: (s) => s.lottery.quota.mockResolvedValue(5) })
    await answered()
    await store.tapDraw()
    expect(store.draw.phase).toBe('result')
    prompts.dismiss()
    await answered()
    expect(store.draw.phase).toBe('idle')
    jest.advanceTimersByTime(249)
    await store.tapDraw()
    expect(services.lottery.draw).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    await store.tapDraw()
    expect(services.lottery.draw).toHaveBeenCalledTimes(2)
  })

  it('a draw timing out at 2300 ms resets the state, says so, and allows the next draw', async () => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockReturnValueOnce(new Promise(() => undefined)) } })
    await answered()
    const tap = store.tapDraw()
    await answered()
    expect(store.draw.phase).toBe('drawing')
    await advance(DRAW_TIMEOUT_MS - 1)
    expect(store.draw.phase).toBe('drawing')
    await advance(1)
    await tap
    expect(store.draw).toEqual({ phase: 'idle', timedOut: true })
    expect(platform.toast).toHaveBeenCalledWith(t('lottery.error.timeout'))
    await store.tapDraw()
    expect(services.lottery.draw).toHaveBeenCalledTimes(2)
    expect(store.draw.phase).not.toBe('idle')
  })

  it('errors reset drawing: 13606017 → 抽奖次数不足，快去做任务赚更多次数吧; other codes show msg', async () => {
    const { store, platform, services } = make('CLAW_MACHINE', {
      userKey: 'u1',
      services: (s) => {
        s.lottery.quota.mockResolvedValue(5)
        s.lottery.draw.mockRejectedValueOnce(new GatewayError('次数不足', 13606017)).mockRejectedValueOnce(new GatewayError('活动太火爆了', 500))
      }
    })
    await answered()
    await store.tapDraw()
    expect(store.draw.phase).toBe('idle')
    expect(platform.toast).toHaveBeenLastCalledWith('抽奖次数不足，快去做任务赚更多次数吧')
    jest.advanceTimersByTime(250)
    await store.tapDraw()
    expect(store.draw.phase).toBe('idle')
    expect(platform.toast).toHaveBeenLastCalledWith('活动太火爆了')
    expect(services.lottery.draw).toHaveBeenCalledTimes(2)
  })

  it('take-part-in answering data null: the catalogue\'s failure text at once, drawing reset, no throw; the next draw works', async () => {
    const { createHttp } = await import('@/services/http')
    const { createLotteryService } = await import('@/services/lottery')
    // What the real service makes of `{code: 200, data: null}`, and what a service that let null through would give.
    const real = createLotteryService(createHttp({ base: '', send: async () => ({ statusCode: 200, data: { code: 200, msg: 'ok', data: null } }) }))
    const fromService = await real.draw({ templateId: 7002 }).catch((e: unknown) => e)
    expect(fromService).toBeInstanceOf(GatewayError)
    for (const answer of [Promise.reject(fromService), Promise.resolve(null as unknown as DrawAnswer)]) {
      const { store, services, platform, prompts } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockReturnValueOnce(answer) } })
      await answered()
      await expect(store.tapDraw()).resolves.toBeUndefined()
      expect(store.draw.phase).toBe('idle')
      expect(platform.toast).toHaveBeenCalledTimes(1)
      expect(platform.toast).toHaveBeenCalledWith(t('error.badAnswer'))
      expect(prompts.open.length).toBe(0)
      await advance(3000)
      expect(platform.toast).toHaveBeenCalledTimes(1)
      services.lottery.draw.mockResolvedValue({ status: 'no', recordId: 81 })
      await store.tapDraw()
      expect(services.lottery.draw).toHaveBeenCalledTimes(2)
      expect(store.draw.phase).not.toBe('idle')
      jest.useRealTimers()
    }
  })

  it('slot: the result dialog appears only after the third reel stops (4 prizes: 1800 + 400/800/1200 ms), one state change per reel', async () => {
    const { store, prompts } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockResolvedValue({ status: 'yes', awardId: 3, recordId: 77, awardName: '奖品3', awardType: 3 }) } })
    await answered()
    const changes: string[] = []
    const { reaction } = await import('mobx')
    const stop = reaction(() => store.draw, (d) => changes.push(d.phase === 'drawing' ? `drawing:${d.step}${d.answer ? '+answer' : ''}` : d.phase))
    await store.tapDraw()
    expect(store.reelTargets).toEqual([2, 2, 2])
    await advance(2199)
    expect(prompts.open.length).toBe(0)
    await advance(1)
    expect(changes.slice(-1)).toEqual(['drawing:1+answer'])
    await advance(400)
    expect(prompts.open.length).toBe(0)
    await advance(399)
    expect(prompts.open.length).toBe(0)
    await advance(1)
    expect(topTitle(prompts)).toBe('恭喜您！中奖啦！')
    expect(changes).toEqual(['drawing:0', 'drawing:0+answer', 'drawing:1+answer', 'drawing:2+answer', 'result'])
    // Behind the result the button is no longer 抽奖中, though no new draw starts until it is closed.
    expect([store.spinning, store.drawing]).toEqual([false, true])
    stop()
  })

  it('slot: the quota counts the draw when the result shows, not while the reels spin (one change, with the result)', async () => {
    const { store, prompts } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockResolvedValue({ status: 'no', recordId: 80 }) } })
    await answered()
    const { reaction } = await import('mobx')
    const seen: string[] = []
    const stop = reaction(() => store.quotaText, (quota) => seen.push(`${store.draw.phase}:${quota ?? ''}`))
    await store.tapDraw()
    expect(store.draw.phase).toBe('drawing')
    expect(store.quotaText).toBe('剩余抽奖次数：5')
    await advance(3000)
    expect(topTitle(prompts)).toBe('谢谢参与 再接再厉')
    expect(store.quota).toBe(4)
    expect(seen).toEqual(['result:剩余抽奖次数：4'])
    stop()
  })

  it('slot: a win on a prize the component does not list is a win: the reels avoid the 谢谢参与 tile, the dialog shows the answer\'s prize', async () => {
    const { store, prompts } = make('SLOT_MACHINE', {
      userKey: 'u1',
      services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockResolvedValue({ status: 'yes', awardId: 99, recordId: 79, awardName: '新奖品', awardImageUrl: 'https://img.example/99.png', awardType: 3 }) }
    })
    await answered()
    await store.tapDraw()
    expect(store.reelTargets).toHaveLength(3)
    expect(store.reelTargets).not.toContain(awards.length)
    await advance(3000)
    expect(topTitle(prompts)).toBe('恭喜您！中奖啦！')
    const props = prompts.top!.args[0] as ResultTexts
    expect([props.prizeName, props.image]).toEqual(['新奖品', 'https://img.example/99.png'])
  })

  it('claw: left 500, right 500, grabbing 1300, then 谢谢参与 再接再厉', async () => {
    const { store, prompts } = make('CLAW_MACHINE', { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockResolvedValue({ status: 'no', recordId: 78 }) } })
    await answered()
    await store.tapDraw()
    const { clawPhaseOf } = await import('./flow')
    expect(clawPhaseOf(store.draw)).toBe('left')
    await advance(500)
    expect(clawPhaseOf(store.draw)).toBe('right')
    await advance(500)
    expect(clawPhaseOf(store.draw)).toBe('grab')
    await advance(1299)
    expect(prompts.open.length).toBe(0)
    await advance(1)
    expect(topTitle(prompts)).toBe('谢谢参与 再接再厉')
  })

  it('no draws left: the slot and claw styles open the task list (no draw call); the common style toasts', async () => {
    const slot = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.lottery.quota.mockResolvedValue(0) })
    await answered()
    await slot.store.tapDraw()
    await answered()
    expect(slot.services.lottery.draw).not.toHaveBeenCalled()
    expect(slot.services.lottery.tasks).toHaveBeenCalledWith({ templateId: 7002, cityId: 1 })
    expect(slot.prompts.open.length).toBe(1)
    const common = make('COMMON', { userKey: 'u1', services: (s) => s.lottery.quota.mockResolvedValue(0) })
    await answered()
    await common.store.tapDraw()
    expect(common.platform.toast).toHaveBeenCalledWith('抽奖次数不足，快去做任务赚更多次数吧')
    expect(common.services.lottery.draw).not.toHaveBeenCalled()
  })

  it('not started and ended toast 活动未开始 / 活动已结束 and call nothing', async () => {
    const early = make('COMMON', { userKey: 'u1' }, { lotteryActivityStatus: 1 })
    await early.store.tapDraw()
    expect(early.platform.toast).toHaveBeenCalledWith('活动未开始')
    const late = make('COMMON', { userKey: 'u1' }, { lotteryActivityStatus: 4 })
    await late.store.tapDraw()
    expect(late.platform.toast).toHaveBeenCalledWith('活动已结束')
    expect(late.services.lottery.draw).not.toHaveBeenCalled()
  })
})

describe('lottery store: after the result (002 §4 "Follow-up buttons depend on prize type")', () => {
  it('a things prize: 填写收货地址 opens the address form for the won record', async () => {
    const { store, prompts } = make('COMMON', {
      userKey: 'u1',
      services: (s) => {
        s.lottery.quota.mockResolvedValue(2)
        s.lottery.draw.mockResolvedValue({ status: 'yes', awardId: 1, recordId: 31, awardName: '奖品1', awardType: 1 })
        s.lottery.records.mockResolvedValue([{ id: 31, awardId: 1, awardName: '奖品1', awardType: 1, awardStatus: 1, canReceive: true }])
      }
    })
    await answered()
    await store.tapDraw()
    expect(topTitle(prompts)).toBe('恭喜您！中奖啦！')
    prompts.answer('address', 'result')
    await answered()
    expect(store.draw.phase).toBe('idle')
    expect(store.claimForm.form?.record.id).toBe(31)
    expect(store.claimForm.form?.step).toBe('enter')
  })

  it('a coupon: 去使用 opens the coupon list; the quota counts the draw', async () => {
    const { store, platform, prompts } = make('COMMON', {
      userKey: 'u1',
      services: (s) => { s.lottery.quota.mockResolvedValue(2); s.lottery.draw.mockResolvedValue({ status: 'yes', awardId: 2, recordId: 32, awardType: 3 }) }
    })
    await answered()
    await store.tapDraw()
    expect(store.quota).toBe(1)
    prompts.answer('useCoupon', 'result')
    await answered()
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/coupons' })
  })
})

describe('lottery store: tasks (002 §4, §8, §9)', () => {
  it('sign-in calls check-in and refreshes the quota; the same day again: 已经领过啦，明天再来吧', async () => {
    const { store, services, platform } = make('SLOT_MACHINE', {
      userKey: 'u1',
      services: (s) => s.lottery.checkIn.mockResolvedValueOnce(true).mockRejectedValueOnce(new GatewayError('x', 13606031))
    })
    await answered()
    const quotaCalls = services.lottery.quota.mock.calls.length
    await store.tapTask({ typeNumber: 1, type: 'signIn', state: 'incomplete', unlimited: false, completedCount: 0, taskTimes: 1, lotteryTimes: 1 })
    expect(services.lottery.checkIn).toHaveBeenCalledWith({ templateId: 7002 })
    expect(services.lottery.quota.mock.calls.length).toBe(quotaCalls + 1)
    jest.advanceTimersByTime(250)
    await store.checkIn()
    expect(platform.toast).toHaveBeenLastCalledWith('已经领过啦，明天再来吧')
  })

  it('20 sign-in taps a finger spreads over a second against an 800 ms gateway make one check-in; the task shows done once it answers', async () => {
    const { store, services } = make('SLOT_MACHINE', { userKey: 'u1' })
    await answered()
    const signIn = { typeNumber: 1, type: 'signIn' as const, state: 'incomplete' as const, unlimited: false, completedCount: 0, taskTimes: 1, lotteryTimes: 1 }
    runInAction(() => { store.tasks = [signIn] })
    // The list asked again after the check-in takes as long: until then only the store's own update says done.
    services.lottery.tasks.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve([]), 800)))
    services.lottery.checkIn.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(true), 800)))
    for (let i = 0; i < 20; i++) {
      void store.tapTask(store.tasks?.[0] ?? signIn)
      await advance(50)
    }
    expect(services.lottery.checkIn).toHaveBeenCalledTimes(1)
    expect(store.tasks?.[0]).toMatchObject({ state: 'completed', completedCount: 1 })
  })

  it('an unknown task says 暂不支持此任务; the arrival-shop hint shows and hides after 5 s; other tasks navigate', async () => {
    const { store, platform } = make('SLOT_MACHINE', { userKey: 'u1' })
    const base = { state: 'incomplete' as const, unlimited: false, completedCount: 0, taskTimes: 1, lotteryTimes: 1 }
    await store.tapTask({ ...base, typeNumber: 77 })
    expect(platform.toast).toHaveBeenCalledWith('暂不支持此任务')
    await store.tapTask({ ...base, typeNumber: 18, type: 'arrivalShopOrder' })
    expect(store.tip).toBe(t('lottery.task.arrivalShopHint'))
    jest.advanceTimersByTime(4999)
    expect(store.tip).toBeDefined()
    jest.advanceTimersByTime(1)
    expect(store.tip).toBeUndefined()
    await store.tapTask({ ...base, typeNumber: 9, type: 'liquorOrder' })
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/category?frontCategoryId=50' })
  })
})

describe('lottery store: tasks while the activity is not running (002 §4 "Drawing and tasks work only while ongoing")', () => {
  const base = { state: 'incomplete' as const, unlimited: false, completedCount: 0, taskTimes: 1, lotteryTimes: 1 }
  const tasks = [{ ...base, typeNumber: 1, type: 'signIn' as const }, { ...base, typeNumber: 14, type: 'giftCard' as const }, { ...base, typeNumber: 18, type: 'arrivalShopOrder' as const }]

  it.each([
    [1, '活动未开始'], [4, '活动已结束'], [0, '活动已结束']
  ])('lotteryActivityStatus %s: the list opens; each task\'s tap toasts %s and sends nothing, opens nothing', async (status, text) => {
    const { store, services, platform, prompts } = make('SLOT_MACHINE', { userKey: 'u1' }, { lotteryActivityStatus: status })
    await answered()
    void store.openTasks()
    await answered()
    expect(prompts.open.length).toBe(1)
    for (const task of tasks) {
      const before = jest.mocked(platform.toast).mock.calls.length
      await store.tapTask(task)
      expect(jest.mocked(platform.toast).mock.calls.slice(before)).toEqual([[text]])
      jest.advanceTimersByTime(1000)
    }
    await store.checkIn()
    expect(platform.toast).toHaveBeenLastCalledWith(text)
    expect(services.lottery.checkIn).not.toHaveBeenCalled()
    expect(platform.open).not.toHaveBeenCalled()
    expect(store.tip).toBeUndefined()
  })
})

describe('lottery store: claims (002 §4, §5, §8)', () => {
  const record = { id: 5, awardId: 202, awardName: '50元券', kind: 'coupon' as const, receiveType: 'manual' as const, conditions: [], status: 1, canReceive: true }

  it('claim: receive-award {lotteryRecordId} once for 20 taps, 操作成功, the list again', async () => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1' })
    await Promise.all(Array.from({ length: 20 }, () => store.tapRecord(record)))
    expect(services.lottery.receiveAward).toHaveBeenCalledTimes(1)
    expect(services.lottery.receiveAward).toHaveBeenCalledWith({ lotteryRecordId: 5 })
    expect(platform.toast).toHaveBeenCalledWith('操作成功')
    expect(services.lottery.records).toHaveBeenCalled()
  })

  it('002 §9 "claim throttle 200 ms": a claim that failed at once can be tried again, but a tap within 200 ms of the last is dropped', async () => {
    const { store, services } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.lottery.receiveAward.mockRejectedValue(new GatewayError('系统繁忙，请稍后再试', 500, 500)) })
    await store.tapRecord(record)
    expect(services.lottery.receiveAward).toHaveBeenCalledTimes(1)
    // The lock is released (the call failed): only the throttle stands between this tap and a second call.
    jest.advanceTimersByTime(199)
    await store.tapRecord(record)
    expect(services.lottery.receiveAward).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    await store.tapRecord(record)
    expect(services.lottery.receiveAward).toHaveBeenCalledTimes(2)
  })

  it('13606027 opens the contact-customer-service dialog; other errors toast msg and refresh the records', async () => {
    const { store, services, platform, prompts } = make('SLOT_MACHINE', {
      userKey: 'u1',
      services: (s) => s.lottery.receiveAward.mockRejectedValueOnce(new GatewayError('x', 13606027)).mockRejectedValueOnce(new GatewayError('奖品已领完', 1))
    })
    await store.claim(record)
    expect(topTitle(prompts)).toBe('contact')
    prompts.answer(true, 'contact')
    await answered()
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/help' })
    jest.advanceTimersByTime(200)
    await store.claim(record)
    expect(platform.toast).toHaveBeenLastCalledWith('奖品已领完')
    expect(services.lottery.records).toHaveBeenCalledTimes(2)
  })

  it('a physical prize: the form; incomplete → 请完整填写领奖信息; enter → confirm (locked) → submitted with address, username, mobile', async () => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1' })
    await store.tapRecord({ ...record, kind: 'things' })
    await answered()
    expect(store.claimForm.form?.step).toBe('enter')
    store.claimForm.submit()
    expect(platform.toast).toHaveBeenLastCalledWith('请完整填写领奖信息')
    store.claimForm.edit('name', '张三')
    store.claimForm.edit('mobile', '138000000001234')
    expect(store.claimForm.form?.values.mobile).toBe('13800000000')
    runInAction(() => { if (store.claimForm.form) store.claimForm.form = { ...store.claimForm.form, values: { ...store.claimForm.form.values, address: '北京市朝阳区' } } })
    store.claimForm.submit()
    expect(store.claimForm.form?.step).toBe('confirm')
    store.claimForm.edit('name', '李四')
    expect(store.claimForm.form?.values.name).toBe('张三')
    await store.claimForm.confirm()
    expect(services.lottery.receiveAward).toHaveBeenCalledWith({ lotteryRecordId: 5, address: '北京市朝阳区', username: '张三', mobile: '13800000000' })
    expect(store.claimForm.form?.step).toBe('submitted')
    expect(platform.toast).toHaveBeenLastCalledWith('提交成功')
    await store.claimForm.confirm()
    expect(services.lottery.receiveAward).toHaveBeenCalledTimes(1)
  })

  it('立即领取 on a record that claims with the form: 20 taps in one tick open one form', async () => {
    const { store, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    const things = { ...record, kind: 'things' as const }
    await Promise.all(Array.from({ length: 20 }, () => store.tapRecord(things)))
    await answered()
    expect(prompts.open.length).toBe(1)
    expect(store.claimForm.form?.record.id).toBe(5)
    // Closed, the next tap opens it again.
    prompts.dismiss()
    await answered()
    expect(store.claimForm.form).toBeUndefined()
    jest.advanceTimersByTime(1000)
    await store.tapRecord(things)
    await answered()
    expect(prompts.open.length).toBe(1)
  })

  it('a failed automatic prize opens the same dialog; 我知道了 closes it and opens nothing', async () => {
    const { store, platform, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    await store.tapRecord({ ...record, receiveType: 'automatic', status: 3 })
    expect(topTitle(prompts)).toBe('contact')
    prompts.answer(false, 'contact')
    await answered()
    expect(prompts.open.length).toBe(0)
    expect(platform.open).not.toHaveBeenCalled()
  })

  it('twenty taps on 联系客服 or on a prize\'s 查看 open one dialog', async () => {
    const { store, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    await Promise.all(Array.from({ length: 20 }, () => store.tapRecord({ ...record, receiveType: 'automatic', status: 3 })))
    await answered()
    expect(prompts.open.length).toBe(1)
    prompts.answer(false, 'contact')
    await answered()
    await Promise.all(Array.from({ length: 20 }, () => store.tapRecord({ ...record, kind: 'things', status: 2 })))
    await answered()
    expect(prompts.open.length).toBe(1)
  })

  it('unsupported and parameter-error records only say so', async () => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1' })
    await store.tapRecord({ ...record, kind: undefined })
    expect(platform.toast).toHaveBeenLastCalledWith('暂不支持此记录')
    await store.tapRecord({ ...record, canReceive: false })
    expect(platform.toast).toHaveBeenLastCalledWith('参数异常')
    expect(services.lottery.receiveAward).not.toHaveBeenCalled()
  })
})

describe('address book (002 §5, §8)', () => {
  const entry = (id: number, over: object = {}) => ({ id, provinceName: '北京市', cityName: '北京市', districtName: '朝阳区', pointOfInterest: 'SOHO', detailAddress: `${id}号`, contactName: '张三', contactMobile: '13800000000', isDefault: false, ...over })

  it('load errors are ignored silently; at 20 addresses adding says 最多只能添加20条哦', async () => {
    const { store, platform, services } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.address.list.mockRejectedValueOnce(new GatewayError('boom', 500)) })
    await store.addressBook.load()
    expect(platform.toast).not.toHaveBeenCalled()
    services.address.list.mockResolvedValue(Array.from({ length: 20 }, (_, i) => entry(i)))
    await store.addressBook.load()
    store.addressBook.add()
    expect(platform.toast).toHaveBeenCalledWith('最多只能添加20条哦')
    expect(platform.open).not.toHaveBeenCalled()
  })

  it('delete asks 确定删除收货地址吗？ then 删除成功; set-default 操作成功', async () => {
    const { store, platform, services, prompts } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.address.list.mockResolvedValue([entry(1, { isDefault: true }), entry(2)]) })
    await store.addressBook.load()
    const removing = store.addressBook.remove(2)
    await answered()
    expect(question(prompts)).toBe('确定删除收货地址吗？')
    prompts.answer(true, 'ask')
    await removing
    expect(services.address.remove).toHaveBeenCalledWith({ id: 2 })
    expect(platform.toast).toHaveBeenLastCalledWith('删除成功')
    await store.addressBook.setDefault(1)
    expect(services.address.setDefault).toHaveBeenCalledWith({ id: 1 })
    expect(platform.toast).toHaveBeenLastCalledWith('操作成功')
  })

  it('opening the book from the form: one list call for 20 taps', async () => {
    const { store, services, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    store.claimForm.open({ id: 5, awardName: '手机', kind: 'things', receiveType: 'manual', conditions: [], status: 1, canReceive: true })
    for (let i = 0; i < 20; i++) void store.claimForm.openAddressBook()
    await answered()
    expect(services.address.list).toHaveBeenCalledTimes(1)
    expect(prompts.open).toHaveLength(2)
  })

  it('the book closed by its mask opens again on the next tap', async () => {
    const { store, services, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    void store.claimForm.open({ id: 5, awardName: '手机', kind: 'things', receiveType: 'manual', conditions: [], status: 1, canReceive: true })
    await answered()
    void store.claimForm.openAddressBook()
    await answered()
    expect(prompts.open).toHaveLength(2)
    prompts.dismiss()
    await answered()
    expect(prompts.open).toHaveLength(1)
    jest.advanceTimersByTime(1000)
    void store.claimForm.openAddressBook()
    await answered()
    expect(prompts.open).toHaveLength(2)
    expect(services.address.list).toHaveBeenCalledTimes(2)
  })

  it('picking an address asks first, then fills the form and goes to its confirmation', async () => {
    const { store, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    void store.claimForm.open({ id: 5, awardName: '手机', kind: 'things', receiveType: 'manual', conditions: [], status: 1, canReceive: true })
    await answered()
    const closed = jest.fn()
    const picking = store.claimForm.pick(entry(3), closed)
    await answered()
    prompts.answer(true)
    await picking
    expect(closed).toHaveBeenCalled()
    expect(store.claimForm.form?.values).toEqual({ address: '北京市北京市朝阳区SOHO3号', name: '张三', mobile: '13800000000' })
    expect(store.claimForm.form?.step).toBe('confirm')
  })
})

describe('lottery store: 20 taps in one tick or over a second, against a slow gateway or host (tests in tiers)', () => {
  const base = { state: 'incomplete' as const, unlimited: false, completedCount: 0, taskTimes: 1, lotteryTimes: 1 }
  const record = { id: 5, awardId: 202, awardName: '50元券', kind: 'coupon' as const, receiveType: 'manual' as const, conditions: [], status: 1, canReceive: true }

  it.each(TAPPINGS)('抽奖 tapped 20 times %s against a slow take-part-in: one draw, no toast', async (how) => {
    const { store, services, platform } = make('COMMON', { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(5); s.lottery.draw.mockImplementation(slow({ status: 'no', recordId: 1 })) } })
    await answered()
    await tap20(how, () => store.tapDraw())
    expect(services.lottery.draw).toHaveBeenCalledTimes(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  // Each of these said its toast once per tap (20 taps, 20 toasts) until they went through the burst window.
  it.each(TAPPINGS)('抽奖 before the start tapped 20 times %s: one 活动未开始, no draw', async (how) => {
    const { store, services, platform } = make('COMMON', { userKey: 'u1' }, { lotteryActivityStatus: STATUS_NOT_STARTED })
    await answered()
    await tap20(how, () => store.tapDraw())
    expect(services.lottery.draw).not.toHaveBeenCalled()
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['活动未开始']])
  })

  it.each(TAPPINGS)('抽奖 with no draws left (common style) tapped 20 times %s: one 抽奖次数不足, no draw', async (how) => {
    const { store, services, platform } = make('COMMON', { userKey: 'u1', services: (s) => s.lottery.quota.mockResolvedValue(0) })
    await answered()
    await tap20(how, () => store.tapDraw())
    expect(services.lottery.draw).not.toHaveBeenCalled()
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['抽奖次数不足，快去做任务赚更多次数吧']])
  })

  it.each(TAPPINGS)('做任务 for an ineligible visitor tapped 20 times %s: one 暂无抽奖资格, no list call', async (how) => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1' })
    await answered()
    runInAction(() => { store.eligible = false })
    services.lottery.tasks.mockClear()
    await tap20(how, () => store.openTasks())
    expect(services.lottery.tasks).not.toHaveBeenCalled()
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['暂无抽奖资格，请查看活动规则']])
  })

  it.each(TAPPINGS)('a task tapped 20 times %s once the activity is over: one 活动已结束, no call', async (how) => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1' }, { lotteryActivityStatus: 4 })
    await answered()
    await tap20(how, () => store.tapTask({ ...base, typeNumber: 1, type: 'signIn' }))
    expect(services.lottery.checkIn).not.toHaveBeenCalled()
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['活动已结束']])
  })

  it.each(TAPPINGS)('an unknown task, an unsupported record and a record with bad parameters, each tapped 20 times %s: one toast each', async (how) => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1' })
    await answered()
    await tap20(how, () => store.tapTask({ ...base, typeNumber: 77 }))
    await tap20(how, () => store.tapRecord({ ...record, kind: undefined }))
    await tap20(how, () => store.tapRecord({ ...record, canReceive: false }))
    expect(services.lottery.receiveAward).not.toHaveBeenCalled()
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['暂不支持此任务'], ['暂不支持此记录'], ['参数异常']])
  })

  it.each(TAPPINGS)('做任务 tapped 20 times %s against a slow task list: one list call, one panel, no toast', async (how) => {
    const { store, services, platform, prompts } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.lottery.tasks.mockImplementation(slow([])) })
    await answered()
    await tap20(how, () => { void store.openTasks() })
    expect(services.lottery.tasks).toHaveBeenCalledTimes(1)
    expect(prompts.open.length).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('a task\'s 去完成 tapped 20 times %s, the host slow to open: one navigation, no toast', async (how) => {
    const { store, platform } = make('SLOT_MACHINE', { userKey: 'u1', platform: { open: jest.fn(slow(undefined)) } })
    await answered()
    await tap20(how, () => store.tapTask({ ...base, typeNumber: 9, type: 'liquorOrder' }))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(platform.open).toHaveBeenCalledWith({ kind: 'webHash', hash: '#/category?frontCategoryId=50' })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('签到 tapped 20 times %s against a slow check-in: one check-in, one 签到成功', async (how) => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.lottery.checkIn.mockImplementation(slow(true)) })
    await answered()
    await tap20(how, () => store.tapTask({ ...base, typeNumber: 1, type: 'signIn' }))
    expect(services.lottery.checkIn).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['签到成功']])
  })

  it.each(TAPPINGS)('我的奖品 tapped 20 times %s against a slow record list: one list call, one panel, no toast', async (how) => {
    const { store, services, platform, prompts } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.lottery.records.mockImplementation(slow([])) })
    await answered()
    await tap20(how, () => { void store.openRecords() })
    expect(services.lottery.records).toHaveBeenCalledTimes(1)
    expect(prompts.open.length).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('立即领取 tapped 20 times %s against a slow receive-award: one claim, one 操作成功', async (how) => {
    const { store, services, platform } = make('SLOT_MACHINE', { userKey: 'u1', services: (s) => s.lottery.receiveAward.mockImplementation(slow(true)) })
    await answered()
    await tap20(how, () => store.tapRecord(record))
    expect(services.lottery.receiveAward).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['操作成功']])
  })

  it.each(TAPPINGS)('立即领取 on a physical prize tapped 20 times %s: one form, no toast', async (how) => {
    const { store, platform, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    await answered()
    await tap20(how, () => store.tapRecord({ ...record, kind: 'things' }))
    expect(prompts.open.length).toBe(1)
    expect(store.claimForm.form?.record.id).toBe(5)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  const navigating: Array<[string, typeof record | Record<string, unknown>, string]> = [
    ['查看 on a claimed coupon', { ...record, status: 2 }, '#/coupons'],
    ['去完成 on a prize waiting for a recycle order', { ...record, canReceive: false, conditions: ['recycleOrder'] }, '#/category?frontCategoryId=']
  ]
  it.each(TAPPINGS.flatMap((how) => navigating.map(([what, r, hash]) => [what, how, r, hash] as const)))('%s tapped 20 times %s, the host slow to open: one navigation, no toast', async (_what, how, r, hash) => {
    const { store, platform } = make('SLOT_MACHINE', { userKey: 'u1', platform: { open: jest.fn(slow(undefined)) } })
    await answered()
    await tap20(how, () => store.tapRecord(r as typeof record))
    expect(platform.open).toHaveBeenCalledTimes(1)
    expect(jest.mocked(platform.open).mock.calls[0][0]).toMatchObject({ kind: 'webHash', hash: expect.stringContaining(hash) })
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('联系客服 on a failed automatic prize tapped 20 times %s: one dialog, no toast', async (how) => {
    const { store, platform, prompts } = make('SLOT_MACHINE', { userKey: 'u1' })
    await answered()
    await tap20(how, () => { void store.tapRecord({ ...record, receiveType: 'automatic', status: 3 }) })
    expect(prompts.open.length).toBe(1)
    expect(platform.toast).not.toHaveBeenCalled()
  })

  it.each(TAPPINGS)('复制 in a prize\'s detail tapped 20 times %s, the clipboard slow: one copy, one 已复制', async (how) => {
    const { store, platform } = make('SLOT_MACHINE', { userKey: 'u1', platform: { copyText: jest.fn(slow(true)) } })
    await tap20(how, () => store.copy('VIP-8888'))
    expect(platform.copyText).toHaveBeenCalledTimes(1)
    expect((platform.toast as jest.Mock).mock.calls).toEqual([['已复制']])
  })
})
