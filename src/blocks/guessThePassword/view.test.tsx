import { act } from 'react'
import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const texts = (sel: string) => qa(sel).map((n) => n.textContent)
afterEach(() => jest.useRealTimers())
beforeAll(async () => { await import('.') })

const T0 = Date.parse('2026-11-26T10:00:00+08:00')
const SCENES = [
  { id: 31, status: 3, startDt: '2026-11-25 10:00:00', endDt: '2026-11-25 22:00:00', answer: '以旧换新' },
  { id: 32, status: 2, startDt: '2026-11-26 09:00:00', endDt: '2026-11-26 11:00:00', answerTip: '四个字' },
  { id: 33, status: 1, startDt: '2026-11-27 10:00:00', endDt: '2026-11-27 22:00:00' }
]
const content = { activityCode: 'GUESS-2026', scene: 45, templateIds: ['tpl-1'] }
const settle = async (ms = 0) => {
  await act(async () => {
    if (ms) jest.advanceTimersByTime(ms)
    for (let i = 0; i < 10; i++) await Promise.resolve()
  })
}

async function open (url?: string, options: Parameters<typeof renderBlocks>[1] = {}, config: Record<string, unknown> = content) {
  jest.useFakeTimers({ now: T0, doNotFake: ['nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] })
  const made = await renderBlocks([component('guessThePassword', config)], {
    ...options,
    platform: { ...(url ? { currentUrl: () => url } : {}), ...options.platform },
    services: (s) => { s.guess.detail.mockResolvedValue(SCENES); options.services?.(s) }
  })
  await settle()
  return made
}

describe('guessThePassword view (002 §4, §5)', () => {
  it('a tab per scene (date and state), the ongoing scene first: its tip, the answer box and the countdown to its end', async () => {
    await open()
    expect(texts('.guess-the-password__tab-date')).toEqual(['11月25日', '11月26日', '11月27日'])
    expect(texts('.guess-the-password__tab-state')).toEqual(['已结束', '进行中', '未开始'])
    expect(q('.guess-the-password__tab--on')?.textContent).toBe('11月26日进行中')
    expect(q('.guess-the-password__tip')?.textContent).toBe('提示：四个字')
    expect(q('.guess-the-password__countdown')?.textContent).toBe('距结束01:00:00')
    await settle(1000)
    expect(q('.guess-the-password__countdown')?.textContent).toBe('距结束00:59:59')
  })

  it('20 taps on 提交答案 with an answer typed: one take-part-in; the wrong-answer dialog', async () => {
    const made = await open(undefined, { userKey: 'u1', services: (s) => s.guess.answer.mockResolvedValue({ isWin: false, failReasonCode: 1 }) })
    const input = q('.guess-the-password__input input') ?? q('.guess-the-password__input')
    ;(input as HTMLInputElement).value = '回收'
    made.utils.fireEvent.input(input as HTMLElement)
    await settle()
    act(() => { for (let i = 0; i < 20; i++) made.utils.fireEvent.click(q('.guess-the-password__submit') as HTMLElement) })
    await settle()
    expect(made.services.guess.answer).toHaveBeenCalledTimes(1)
    expect(made.services.guess.answer).toHaveBeenCalledWith({ activityCode: 'GUESS-2026', answer: '回收', sceneId: 32 })
    expect(q('.confirm-dialog__title')?.textContent).toBe('答案不对哦')
  })

  it('an ended scene (sceneId in the query): the answer and the end label; a to-be-opened one: the subscribe button and the countdown to its start', async () => {
    const made = await open('http://127.0.0.1:8787/#/pages/campaign/index?activityId=guess&sceneId=31')
    expect(q('.guess-the-password__revealed')?.textContent).toBe('本场口令：以旧换新')
    expect(q('.guess-the-password__label')?.textContent).toBe('本场已结束')
    expect(q('.guess-the-password__input')).toBeNull()
    made.utils.fireEvent.click(qa('.guess-the-password__tab')[2])
    await settle()
    expect(q('.guess-the-password__subscribe')?.textContent).toBe('订阅开场提醒')
    expect(q('.guess-the-password__countdown')?.textContent).toBe('距开始1天00:00:00')
    // A plain browser: the toast, no page.
    made.utils.fireEvent.click(q('.guess-the-password__subscribe') as HTMLElement)
    await settle()
    expect(made.platform.toast).toHaveBeenCalledWith('浏览器暂不支持微信预约，请在微信小程序或App内打开~')
  })

  it('while the detail is on its way: the tab row, the configured image boxes and the state\'s place with 口令加载中…; the scenes take the same boxes', async () => {
    let answer: (scenes: typeof SCENES) => void = () => undefined
    await open(undefined, {
      services: (s) => s.guess.detail.mockReturnValue(new Promise((resolve) => { answer = resolve }))
    }, { ...content, titleImageWidth: 750, titleImageHeight: 320, awardImageWidth: 340, awardImageHeight: 200 })
    expect(qa('.guess-the-password__tab--loading')).toHaveLength(4)
    expect(q('.guess-the-password__scene--loading .guess-the-password__state')?.textContent).toBe('口令加载中…')
    expect(qa('.guess-the-password__image-slot').map((n) => n.style.paddingTop)).toEqual(['42.6667%', '58.8235%'])
    await act(async () => { answer(SCENES.map((s) => ({ ...s, titleDescImg: 'https://img.example/title.jpg', awardDescImg: 'https://img.example/award.png' }))) })
    await settle()
    expect(qa('.guess-the-password__tab--loading')).toHaveLength(0)
    expect(texts('.guess-the-password__tab-date')).toEqual(['11月25日', '11月26日', '11月27日'])
    expect(qa('.guess-the-password__scene .ratio-image').map((n) => n.style.paddingTop)).toEqual(['42.6667%', '58.8235%'])
  })

  it('a detail that fails says so; its tap asks again', async () => {
    const made = await open(undefined, { services: (s) => s.guess.detail.mockRejectedValueOnce(new Error('down')) })
    expect(q('.guess-the-password__note')?.textContent).toBe('活动加载失败，点击重试')
    made.utils.fireEvent.click(q('.guess-the-password__note') as HTMLElement)
    await settle()
    expect(q('.guess-the-password__input')).not.toBeNull()
  })

  it('for a reader and the keyboard: the scenes a tab list, the chosen tab marked; the answer box named; every control a button or link named by its words', async () => {
    const made = await open(undefined, {}, { ...content, ruleText: '规则' })
    const named = (el: Element | null | undefined) => [el?.getAttribute('role'), el?.getAttribute('aria-label')]
    const list = q('[role=tablist]')
    expect(named(list)).toEqual(['tablist', '猜口令场次'])
    expect(qa('.guess-the-password__tab').map((n) => [...named(n), n.getAttribute('aria-selected')])).toEqual([
      ['tab', '11月25日 已结束', 'false'], ['tab', '11月26日 进行中', 'true'], ['tab', '11月27日 未开始', 'false']
    ])
    expect(qa('.guess-the-password__tab').every((n) => list?.contains(n) && n.tabIndex === 0)).toBe(true)
    expect((q('.guess-the-password__input input') ?? q('.guess-the-password__input'))?.getAttribute('aria-label')).toBe('请输入口令（最多10个字）')
    expect(named(q('.guess-the-password__submit'))).toEqual(['button', '提交答案'])
    expect(qa('.guess-the-password__link').map(named)).toEqual([['button', '我的奖品'], ['button', '活动规则']])
    // Enter on a tab chooses it; the subscribe button opens the host's page: a link.
    act(() => { qa('.guess-the-password__tab')[2].dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })) })
    await settle()
    expect(qa('.guess-the-password__tab').map((n) => n.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true'])
    expect(named(q('.guess-the-password__subscribe'))).toEqual(['link', '订阅开场提醒'])
    made.utils.unmout()
  })

  it('a failed detail\'s line is a button, 活动加载失败，点击重试', async () => {
    await open(undefined, { services: (s) => s.guess.detail.mockRejectedValueOnce(new Error('down')) })
    expect([q('.guess-the-password__note')?.getAttribute('role'), q('.guess-the-password__note')?.getAttribute('aria-label')]).toEqual(['button', '活动加载失败，点击重试'])
  })
})
