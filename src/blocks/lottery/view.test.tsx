import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
afterEach(() => jest.useRealTimers())
beforeAll(async () => { await import('.') })

const T0 = Date.parse('2026-11-23T10:00:00+08:00')
const awards = [1, 2, 3, 4, 5].map((id) => ({ id, awardName: `奖品${id}`, awardImageUrl: `https://img.example/${id}.png` }))
const content = (style: string, over: Record<string, unknown> = {}) => ({ lotteryTemplateId: 7002, activityStyle: style, lotteryActivityStatus: 3, lotteryAwards: awards, winningAwardRecords: [{ mobile: '13812345678', awardName: '奖品1' }], ...over })

const named = (el: Element | null) => [el?.getAttribute('role'), el?.getAttribute('aria-label')]

async function open (contents: Record<string, unknown>, options: Parameters<typeof renderBlocks>[1] = {}) {
  jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const made = await renderBlocks([component('lottery', contents)], options)
  await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
  return made
}
const later = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms)
    for (let i = 0; i < 10; i++) await Promise.resolve()
  })
}

describe('lottery view (002 §4, §6)', () => {
  it('a guest sees 请登录后查看抽奖次数, the masked winner, the draw button; the task link, whose tap asks to log in (002 §6)', async () => {
    const made = await open(content('COMMON'))
    expect(q('.lottery')?.className).toContain('lottery--common')
    expect(q('.lottery__quota')?.textContent).toBe('请登录后查看抽奖次数')
    expect(texts('.lottery__winner')).toEqual(['138****5678 奖品1'])
    expect(q('.lottery__draw')?.textContent).toBe('立即抽奖')
    expect(texts('.lottery__link')).toEqual(['做任务赚次数', '我的奖品'])
    made.utils.fireEvent.click(q('.lottery__link--tasks') as HTMLElement)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(made.platform.login).toHaveBeenCalledTimes(1)
    expect(made.services.lottery.tasks).not.toHaveBeenCalled()
  })

  it('slot: three reels roll on the tap and stop one by one on the won prize with one transform each, then the result dialog', async () => {
    const made = await open(content('SLOT_MACHINE'), {
      userKey: 'u1',
      services: (s) => { s.lottery.quota.mockResolvedValue(3); s.lottery.draw.mockResolvedValue({ status: 'yes', awardId: 2, recordId: 9, awardName: '奖品2', awardType: 3 }) }
    })
    expect(q('.lottery__quota')?.textContent).toBe('剩余抽奖次数：3')
    expect(texts('.lottery__link')).toEqual(['做任务赚次数', '我的奖品'])
    const button = q('.lottery__draw') as HTMLElement
    act(() => { for (let i = 0; i < 20; i++) made.utils.fireEvent.click(button) })
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(made.services.lottery.draw).toHaveBeenCalledTimes(1)
    expect(qa('.lottery__strip--rolling')).toHaveLength(3)
    // 5 prizes: min(150 × 5 × 3, 3500) = 2250, then 400 ms per reel.
    await later(2650)
    expect(qa('.lottery__strip--rolling')).toHaveLength(2)
    // Prize 2 of 5 plus the 谢谢参与 tile: the second of six tiles.
    expect((qa('.lottery__strip')[0]).style.transform).toBe('translateY(-16.6667%)')
    expect(q('.prize-dialog')).toBeNull()
    await later(800)
    expect(qa('.lottery__strip--rolling')).toHaveLength(0)
    expect(q('.prize-dialog__title')?.textContent).toBe('恭喜您！中奖啦！')
    expect(q('.prize-dialog__name')?.textContent).toBe('奖品2')
    expect(texts('.prize-dialog__button')).toEqual(['去使用', '我知道了'])
  })

  it('claw: one class per phase, then 谢谢参与 再接再厉', async () => {
    const made = await open(content('CLAW_MACHINE'), { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(3); s.lottery.draw.mockResolvedValue({ status: 'no', recordId: 10 }) } })
    made.utils.fireEvent.click(q('.lottery__draw') as HTMLElement)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(q('.lottery__claw--left')).not.toBeNull()
    await later(500)
    expect(q('.lottery__claw--right')).not.toBeNull()
    await later(500)
    expect(q('.lottery__claw--grab')).not.toBeNull()
    expect(q('.prize-dialog')).toBeNull()
    await later(1300)
    expect(q('.prize-dialog__title')?.textContent).toBe('谢谢参与 再接再厉')
  })

  it('the task list names each task: a type with leading zeros by its type, an unknown one by its own name or 活动任务, never blank', async () => {
    const made = await open(content('SLOT_MACHINE'), {
      userKey: 'u1',
      services: (s) => s.lottery.tasks.mockResolvedValue([
        { type: '01', status: 0, taskTimes: 1, lotteryTimes: 1 },
        { type: 99, taskName: '下载App', status: 0, lotteryTimes: 1 },
        { type: '98', status: 0, lotteryTimes: 1 }
      ])
    })
    made.utils.fireEvent.click(q('.lottery__link--tasks') as HTMLElement)
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(texts('.lottery__task-name')).toEqual(['每日签到', '下载App', '活动任务'])
  })

  it('my prizes: each record with its button; a tap on 查看 shows the redeem code', async () => {
    const made = await open(content('SLOT_MACHINE'), {
      userKey: 'u1',
      services: (s) => s.lottery.records.mockResolvedValue([
        { id: 1, awardName: '视频会员月卡', awardType: 2, awardStatus: 2, redeemCode: 'VIP-8F3K', lotteryDt: '2026-11-23 09:00:00' },
        { id: 2, awardName: 'iPhone 15', awardType: 1, awardStatus: 4, lotteryDt: '2026-11-22 09:00:00' },
        { id: 3, awardName: '笔记本电脑', awardType: 1, awardStatus: 1, awardReceiveCondition: [1], awardExpireTime: T0 + 90 * 60_000, lotteryDt: '2026-11-21 09:00:00' }
      ])
    })
    made.utils.fireEvent.click(qa('.lottery__link')[1])
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(texts('.lottery__record-name')).toEqual(['视频会员月卡', 'iPhone 15', '笔记本电脑'])
    expect(texts('.lottery__record-button')).toEqual(['查看', '已过期', '去完成'])
    // Waiting with a condition: complete-task with the countdown to its expiry.
    expect(texts('.lottery__record-expiry')).toEqual(['01:30:00后过期'])
    made.utils.fireEvent.click(qa('.lottery__record-button')[0])
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(q('.lottery__code-value')?.textContent).toBe('VIP-8F3K')
  })

  it('every control a button named by its words, in the keyboard\'s order: the links, the draw button (抽奖中… while drawing, unavailable)', async () => {
    const made = await open(content('COMMON', { ruleText: '活动规则正文' }), {
      userKey: 'u1',
      services: (s) => { s.lottery.quota.mockResolvedValue(3); s.lottery.draw.mockReturnValue(new Promise(() => undefined)) }
    })
    expect(qa('.lottery__link').map(named)).toEqual([['button', '做任务赚次数'], ['button', '我的奖品'], ['button', '活动规则']])
    expect(qa('.lottery__link').every((el) => el.tabIndex === 0)).toBe(true)
    const draw = q('.lottery__draw') as HTMLElement
    expect([...named(draw), draw.getAttribute('aria-disabled')]).toEqual(['button', '立即抽奖', null])
    // The keyboard draws as a tap does.
    act(() => { draw.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })) })
    await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
    expect(made.services.lottery.draw).toHaveBeenCalledTimes(1)
    expect([...named(q('.lottery__draw')), q('.lottery__draw')?.getAttribute('aria-disabled')]).toEqual(['button', '抽奖中…', 'true'])
  })

  it('an image draw button: the image\'s box is the button named 立即抽奖, its picture decoration', async () => {
    await open(content('COMMON', { drawButtonImageUrl: 'https://img.example/draw.png' }))
    const button = q('.lottery__draw-image')
    expect(named(button)).toEqual(['button', '立即抽奖'])
    expect(button?.querySelector('img')?.getAttribute('alt')).toBe('')
  })

  it('the reels and the claw are the draw\'s picture, hidden from readers; the winners\' second copy too', async () => {
    await open(content('SLOT_MACHINE', { winningAwardRecords: [{ mobile: '13812345678', awardName: '奖品1' }, { mobile: '13912345678', awardName: '奖品2' }] }))
    expect(q('.lottery__slot')?.getAttribute('aria-hidden')).toBe('true')
    expect(qa('.lottery__winner').map((n) => n.getAttribute('aria-hidden'))).toEqual([null, null, 'true', 'true'])
    expect(q('.lottery__winners-track--moving')).not.toBeNull()
    await open(content('CLAW_MACHINE'))
    expect(q('.lottery__machine')?.getAttribute('aria-hidden')).toBe('true')
  })

  describe('less motion asked (prefers-reduced-motion)', () => {
    const original = window.matchMedia
    beforeEach(() => { window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia })
    afterEach(() => { window.matchMedia = original })

    it('slot: the reels do not roll; the result shows on the answer with the reels on the prize', async () => {
      const made = await open(content('SLOT_MACHINE', { winningAwardRecords: [{ mobile: '13812345678', awardName: '奖品1' }, { mobile: '13912345678', awardName: '奖品2' }] }), {
        userKey: 'u1',
        services: (s) => { s.lottery.quota.mockResolvedValue(3); s.lottery.draw.mockResolvedValue({ status: 'yes', awardId: 2, recordId: 9, awardName: '奖品2', awardType: 3 }) }
      })
      expect(q('.lottery')?.className).toContain('lottery--still')
      // The winners stand on their first line.
      expect(q('.lottery__winners-track--moving')).toBeNull()
      expect(texts('.lottery__winner')).toEqual(['138****5678 奖品1', '139****5678 奖品2'])
      made.utils.fireEvent.click(q('.lottery__draw') as HTMLElement)
      await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
      expect(qa('.lottery__strip--rolling')).toHaveLength(0)
      expect(q('.prize-dialog__title')?.textContent).toBe('恭喜您！中奖啦！')
      expect(qa('.lottery__strip').map((n) => n.style.transform)).toEqual(Array(3).fill('translateY(-16.6667%)'))
    })

    it('claw: it stays in its place; the result shows on the answer', async () => {
      const made = await open(content('CLAW_MACHINE'), { userKey: 'u1', services: (s) => { s.lottery.quota.mockResolvedValue(3); s.lottery.draw.mockResolvedValue({ status: 'no', recordId: 10 }) } })
      made.utils.fireEvent.click(q('.lottery__draw') as HTMLElement)
      await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() })
      expect(q('.lottery__claw--left')).toBeNull()
      expect(q('.prize-dialog__title')?.textContent).toBe('谢谢参与 再接再厉')
    })
  })
})
