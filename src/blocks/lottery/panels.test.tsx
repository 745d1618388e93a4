/**
 * The prize draw's prompts as the visitor sees them (002 §4): the store asks through them (store.test.ts
 * with a fake), this file says what each draws in the page's dialog host and what each answers.
 */
import { act } from 'react'
import { dialogHost } from '../../../test/utils/dialogHost'
import type { RootStore } from '@/stores'
import { lotteryPanels } from './panels'
import { parseLottery } from './model'
import { LotteryStore } from './store'

const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
const texts = (sel: string) => Array.from(document.querySelectorAll(sel)).map((n) => n.textContent)

async function host () {
  const made = await dialogHost({ userKey: 'u1' })
  return { ...made, panels: lotteryPanels(made.root.dialogs) }
}

function storeOf (root: RootStore) {
  const parsed = parseLottery({ lotteryTemplateId: 7002, activityStyle: 'COMMON', lotteryActivityStatus: 3, lotteryAwards: [{ id: 1, awardName: '奖品1' }] })
  if (!parsed.ok) throw new Error(parsed.reason)
  return new LotteryStore(parsed.value, { id: 1, uuid: 'l', type: 'lottery', kind: 'lottery' }, root, lotteryPanels(root.dialogs))
}

describe('lottery prompts (002 §4)', () => {
  it('the result: its title, prize and picture, a button per follow-up in the catalogue\'s words; a button answers its follow-up', async () => {
    const { panels, utils } = await host()
    let choice: Promise<unknown> = Promise.resolve()
    act(() => { choice = panels.result({ title: '恭喜您！中奖啦！', prizeName: '奖品2', image: 'https://img.example/2.png', desc: '三日内发货', buttons: ['address', 'ok'] }) })
    expect(q('.prize-dialog__title')?.textContent).toBe('恭喜您！中奖啦！')
    expect(q('.prize-dialog__name')?.textContent).toBe('奖品2')
    expect(texts('.prize-dialog__button')).toEqual(['填写收货地址', '我知道了'])
    utils.fireEvent.click(document.querySelectorAll('.prize-dialog__button')[0] as HTMLElement)
    await expect(choice).resolves.toBe('address')
    expect(q('.dialog-host')).toBeNull()
  })

  it('the result closed by its mask answers 我知道了 (ok): the draw is reset, nothing follows', async () => {
    const { panels, utils } = await host()
    let choice: Promise<unknown> = Promise.resolve()
    act(() => { choice = panels.result({ title: '谢谢参与 再接再厉', buttons: ['ok'] }) })
    expect(q('.prize-dialog__name')).toBeNull()
    utils.fireEvent.click(q('.dialog-host__mask') as HTMLElement)
    await expect(choice).resolves.toBe('ok')
  })

  it('contact customer service (13606027): 领取遇到问题, 联系客服 answers true, 我知道了 and the mask false', async () => {
    const { panels, utils } = await host()
    for (const [tap, expected] of [['.confirm-dialog__button--confirm', true], ['.confirm-dialog__button--cancel', false], ['.dialog-host__mask', false]] as const) {
      let answer: Promise<boolean> = Promise.resolve(!expected)
      act(() => { answer = panels.contact() })
      expect(q('.confirm-dialog__title')?.textContent).toBe('领取遇到问题')
      expect(q('.confirm-dialog__message')?.textContent).toBe('奖品发放失败，请联系客服处理')
      expect([q('.confirm-dialog__button--confirm')?.textContent, q('.confirm-dialog__button--cancel')?.textContent]).toEqual(['联系客服', '我知道了'])
      utils.fireEvent.click(q(tap) as HTMLElement)
      await expect(answer).resolves.toBe(expected)
    }
  })

  it('the task list, my prizes and a prize\'s detail draw the store\'s state and resolve when closed', async () => {
    const { panels, root, utils } = await host()
    const store = storeOf(root)
    const record = { id: 5, awardName: '50元券', kind: 'coupon' as const, receiveType: 'manual' as const, conditions: [], status: 2, canReceive: true, redeemCode: 'VIP-8888' }
    const opened: Array<[() => Promise<void>, string]> = [
      [() => panels.tasks(store), '做任务 赚抽奖次数'],
      [() => panels.records(store), '我的奖品'],
      [() => panels.detail(store, record), '兑换码VIP-8888复制']
    ]
    for (const [open, title] of opened) {
      let closed: Promise<void> = Promise.resolve()
      act(() => { closed = open() })
      expect(q('.dialog-host')?.textContent).toContain(title)
      utils.fireEvent.click(q('.dialog-host__mask') as HTMLElement)
      await expect(closed).resolves.toBeUndefined()
      expect(q('.dialog-host')).toBeNull()
    }
  })

  it('for a reader: the host is the one dialog, named; every control a button named by its words and the row it acts on', async () => {
    const { panels, root } = await host()
    const store = storeOf(root)
    const named = (sel: string) => Array.from(document.querySelectorAll(sel)).map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])
    act(() => { void panels.result({ title: '恭喜您！中奖啦！', prizeName: '奖品2', image: 'https://img.example/2.png', buttons: ['address', 'ok'] }) })
    expect(named('[role=dialog]')).toEqual([['dialog', '恭喜您！中奖啦！']])
    expect(named('.prize-dialog__button')).toEqual([['button', '填写收货地址'], ['button', '我知道了']])
    act(() => { root.dialogs.dismissTop() })
    act(() => {
      store.tasks = [{ typeNumber: 1, type: 'signIn', state: 'incomplete', unlimited: false, completedCount: 0, taskTimes: 1, lotteryTimes: 1 }]
      store.records = [{ id: 5, awardName: '50元券', kind: 'coupon', receiveType: 'manual', conditions: [], status: 4, canReceive: false }]
    })
    act(() => { void panels.tasks(store) })
    expect(named('[role=dialog]')).toEqual([['dialog', '做任务 赚抽奖次数']])
    expect(named('.lottery__panel-close')).toEqual([['button', '关闭']])
    expect(named('.lottery__task-button')).toEqual([['button', '去签到 每日签到']])
    act(() => { root.dialogs.dismissTop() })
    act(() => { void panels.records(store) })
    expect(named('.lottery__record-button')).toEqual([['button', '已过期 50元券']])
    expect(document.querySelector('.lottery__record-button')?.getAttribute('aria-disabled')).toBe('true')
    act(() => { root.dialogs.dismissTop() })
    act(() => { void panels.detail(store, { id: 6, awardName: '视频会员月卡', kind: 'thirdParty', receiveType: 'manual', conditions: [], status: 2, canReceive: false, redeemCode: 'VIP-8F3K' }) })
    expect(named('.lottery__code-copy')).toEqual([['button', '复制兑换码']])
    expect(named('.lottery__panel-button')).toEqual([['button', '关闭']])
  })

  it('axe-core finds nothing in the task list and the result (colour contrast: the browser tests, jsdom lays nothing out)', async () => {
    const axe = (await import('axe-core')).default
    const { panels, root } = await host()
    const store = storeOf(root)
    act(() => { store.tasks = [{ typeNumber: 1, type: 'signIn', state: 'incomplete', unlimited: false, completedCount: 0, taskTimes: 1, lotteryTimes: 1 }] })
    const run = async () => (await axe.run(q('.dialog-host') as HTMLElement, { rules: { 'color-contrast': { enabled: false } } })).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    act(() => { void panels.tasks(store) })
    expect(await run()).toEqual([])
    act(() => { root.dialogs.dismissTop() })
    act(() => { void panels.result({ title: '恭喜您！中奖啦！', prizeName: '奖品2', image: 'https://img.example/2.png', buttons: ['address', 'ok'] }) })
    expect(await run()).toEqual([])
  })
})
