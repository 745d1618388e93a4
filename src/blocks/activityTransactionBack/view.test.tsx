import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
afterEach(() => jest.useRealTimers())
beforeAll(async () => { await import('.') })

const T0 = Date.parse('2026-11-23T10:00:00+08:00')
const settle = async () => { await act(async () => { for (let i = 0; i < 10; i++) await Promise.resolve() }) }

async function open (detail: Record<string, unknown>, options: Parameters<typeof renderBlocks>[1] = {}) {
  jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const made = await renderBlocks([component('activityTransactionBack', { activityCode: 'CB-1' })], {
    ...options,
    services: (s) => { s.cashback.detail.mockResolvedValue(detail as never); options.services?.(s) }
  })
  await settle()
  return made
}

/** Three tasks, one in each state (unfinished, claimable, unavailable), and the claim recorded for the second. */
const THREE_TASKS = {
  tasks: [
    { taskTemplateId: 1, taskTemplateName: '累计回收满2000元', accumulateMode: 1, targetAmount: 2000, amountSum: 1280.5, progress: 64, taskStatus: 1, awardName: '20元现金', awardType: 3 },
    { taskTemplateId: 2, taskTemplateName: '累计回收2笔', accumulateMode: 2, targetCount: 2, orderCount: 2, progress: 100, taskStatus: 2, awardName: '10元现金', awardType: 3 },
    { taskTemplateId: 3, taskTemplateName: '国庆回收3笔', accumulateMode: 2, targetCount: 3, orderCount: 1, progress: 33, taskStatus: 3, awardName: '券包', awardType: 2 }
  ],
  records: [{ recordNo: 'R-2', taskTemplateId: 2, receiveStatus: 1 }]
}

describe('cashback view (002 §4, §6)', () => {
  it('status 1 without an image: 立即报名; a guest\'s tap asks to log in and signs nothing up', async () => {
    const made = await open({ status: 1 })
    expect(q('.activity-transaction-back__button')?.textContent).toBe('立即报名')
    made.utils.fireEvent.click(q('.activity-transaction-back__button') as HTMLElement)
    await settle()
    expect(made.platform.login).toHaveBeenCalledTimes(1)
    expect(made.services.cashback.signUp).not.toHaveBeenCalled()
  })

  it('status 7 for a guest: 登录后查看任务进度 where the tasks go, and a tap asks to log in', async () => {
    const made = await open({ status: 7 })
    expect(q('.activity-transaction-back__tasks-login')?.textContent).toBe('登录后查看任务进度')
    made.utils.fireEvent.click(q('.activity-transaction-back__tasks-login') as HTMLElement)
    await settle()
    expect(made.platform.login).toHaveBeenCalledTimes(1)
  })

  it('status 7 logged in without tasks: 暂无任务', async () => {
    await open({ status: 7, tasks: [], records: [] }, { userKey: 'u1' })
    expect(q('.activity-transaction-back__tasks-login')).toBeNull()
    expect(q('.activity-transaction-back__tasks-empty')?.textContent).toBe('暂无任务')
  })

  it('status 4: the subscribed state, no action, and the next session\'s start', async () => {
    await open({ status: 4, nextSessionStartDt: '2026-11-24 10:00:00' })
    expect(q('.activity-transaction-back__button--off')?.textContent).toBe('已预约，开始前提醒您')
    expect(q('.activity-transaction-back__next')?.textContent).toBe('下一场 11-24 10:00 开始')
  })

  it('status 7: the entry image and the tasks with progress and the button of each row; a claim tapped 20 times is one request', async () => {
    const made = await open({
      status: 7,
      entryImage: 'https://img.example/entry.png',
      ...THREE_TASKS
    }, { userKey: 'u1' })
    expect(q('.activity-transaction-back__image img, img.ratio-image__img')).not.toBeNull()
    expect(texts('.activity-transaction-back__task-name')).toEqual(['累计回收满2000元', '累计回收2笔', '国庆回收3笔'])
    expect(texts('.activity-transaction-back__task-progress')).toEqual(['累计交易金额 1280.50/2000元', '累计交易订单 2/2笔', '累计交易订单 1/3笔'])
    expect(texts('.activity-transaction-back__task-button')).toEqual(['去完成', '领取现金', '未达成'])
    const claim = qa('.activity-transaction-back__task-button')[1]
    act(() => { for (let i = 0; i < 20; i++) made.utils.fireEvent.click(claim) })
    await settle()
    expect(made.services.cashback.claimRewards).toHaveBeenCalledTimes(1)
    expect(made.services.cashback.claimRewards).toHaveBeenCalledWith({ recordNo: 'R-2' })
    expect(q('.prize-dialog__title')?.textContent).toBe('恭喜您，领取成功！')
  })

  it('while the status call is out it keeps the state\'s place (the layout-shift test read 0.043 when the entry image came): the button\'s box reading 加载中…, replaced by the answer\'s button', async () => {
    jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    let answer: (detail: never) => void = () => undefined
    await renderBlocks([component('activityTransactionBack', { activityCode: 'CB-1' })], {
      services: (s) => s.cashback.detail.mockReturnValue(new Promise((resolve) => { answer = resolve }))
    })
    await settle()
    expect(q('.activity-transaction-back__button--loading')?.textContent).toBe('加载中…')
    expect(q('.activity-transaction-back__button--loading')?.className).toContain('activity-transaction-back__button ')
    // The next session's line is there, empty, as under every button.
    expect(texts('.activity-transaction-back__state--loading .activity-transaction-back__next')).toEqual([''])
    await act(async () => { answer({ status: 5, nextSessionStartDt: '2026-11-24 10:00:00' } as never) })
    await settle()
    expect(q('.activity-transaction-back__state--loading')).toBeNull()
    expect(q('.activity-transaction-back__button--off')?.textContent).toBe('名额已抢光')
    expect(texts('.activity-transaction-back__state--5 .activity-transaction-back__next')).toEqual(['下一场 11-24 10:00 开始'])
  })

  it('a button without a session to wait for keeps the next session\'s line, empty', async () => {
    await open({ status: 6 })
    expect(texts('.activity-transaction-back__state--6 .activity-transaction-back__next')).toEqual([''])
  })

  it('over a state image the next session\'s line lies on the image', async () => {
    await open({ status: 5, grabbedOutImage: 'https://img.example/out.png', nextSessionStartDt: '2026-11-24 10:00:00' })
    expect(q('.activity-transaction-back__state--5 .activity-transaction-back__next--over')?.textContent).toBe('下一场 11-24 10:00 开始')
  })

  it('with the images\' configured sizes, the loading box is the image\'s (750 × 320: 42.6667% of the width), then the image in a box of the same ratio', async () => {
    jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    let answer: (detail: never) => void = () => undefined
    await renderBlocks([component('activityTransactionBack', { activityCode: 'CB-1', imageWidth: 750, imageHeight: 320 })], {
      services: (s) => s.cashback.detail.mockReturnValue(new Promise((resolve) => { answer = resolve }))
    })
    await settle()
    expect(q('.activity-transaction-back__state--loading .activity-transaction-back__placeholder')?.style.paddingTop).toBe('42.6667%')
    expect(q('.activity-transaction-back__button--loading')).toBeNull()
    expect(q('.activity-transaction-back__next')).toBeNull()
    await act(async () => { answer({ status: 7, entryImage: 'https://img.example/entry.png' } as never) })
    await settle()
    expect(q('.activity-transaction-back__placeholder')).toBeNull()
    expect(q('.activity-transaction-back__image')?.style.paddingTop).toBe('42.6667%')
  })

  it('a status call that fails keeps the block\'s place with 活动信息加载失败，点击重试; twenty taps ask once again, and the answer shows', async () => {
    jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
    const made = await renderBlocks([component('activityTransactionBack', { activityCode: 'CB-1' })], { services: (s) => s.cashback.detail.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ status: 1 } as never) })
    await settle()
    const retry = q('.activity-transaction-back__button--retry')
    expect(retry?.textContent).toBe('活动信息加载失败，点击重试')
    expect(document.body.textContent).not.toContain('down')
    await act(async () => { for (let i = 0; i < 20; i++) retry?.click() })
    await settle()
    expect(made.services.cashback.detail).toHaveBeenCalledTimes(2)
    expect(q('.activity-transaction-back__state--1')?.textContent).toContain('立即报名')
  })

  describe('for a reader and the keyboard', () => {
    const named = (el: Element | null | undefined) => [el?.getAttribute('role'), el?.getAttribute('aria-label')]

    it('a task\'s button names the task it acts on: 去完成 a link (it opens a page), a claim a button, an unavailable one says so', async () => {
      await open({
        status: 7,
        ...THREE_TASKS
      }, { userKey: 'u1' })
      expect(qa('.activity-transaction-back__task-button').map((n) => [...named(n), n.getAttribute('aria-disabled')])).toEqual([
        ['link', '去完成 累计回收满2000元', null], ['button', '领取现金 累计回收2笔', null], ['button', '未达成 国庆回收3笔', 'true']
      ])
    })

    it('the state: an image that signs up is a button named by the state\'s words; one that only shows says them', async () => {
      await open({ status: 1, signUpImage: 'https://img.example/signup.png' })
      const image = q('.activity-transaction-back__image')
      expect(named(image)).toEqual(['button', '立即报名'])
      expect(image?.querySelector('img')?.getAttribute('alt')).toBe('')
      await open({ status: 4, subscribedImage: 'https://img.example/subscribed.png' })
      expect(qa('.activity-transaction-back__image')[1].getAttribute('role')).toBeNull()
      expect(qa('.activity-transaction-back__image')[1].querySelector('img')?.getAttribute('alt')).toBe('已预约，开始前提醒您')
    })

    it('the text buttons: 提醒我 opens the host\'s page (a link), 立即报名 a button; the guest\'s line and the retry are buttons', async () => {
      await open({ status: 3 })
      expect(named(q('.activity-transaction-back__button'))).toEqual(['link', '提醒我'])
      await open({ status: 1 })
      expect(named(qa('.activity-transaction-back__button')[1])).toEqual(['button', '立即报名'])
      await open({ status: 7 })
      expect(named(q('.activity-transaction-back__tasks-login'))).toEqual(['button', '登录后查看任务进度'])
      await open({}, { services: (s) => s.cashback.detail.mockRejectedValue(new Error('down')) })
      expect(named(q('.activity-transaction-back__button--retry'))).toEqual(['button', '活动信息加载失败，点击重试'])
    })

    it('活动规则 is a button; Enter opens the rules', async () => {
      jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
      await renderBlocks([component('activityTransactionBack', { activityCode: 'CB-1', ruleText: '活动规则正文' })], { services: (s) => { s.cashback.detail.mockResolvedValue({ status: 7 } as never) } })
      await settle()
      const rules = q('.activity-transaction-back__rules') as HTMLElement
      expect(named(rules)).toEqual(['button', '活动规则'])
      act(() => { rules.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })) })
      expect(q('.confirm-dialog__message')?.textContent).toBe('活动规则正文')
    })
  })
})
