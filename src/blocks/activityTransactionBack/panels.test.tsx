/**
 * The cashback campaign's prompts as the visitor sees them (002 §4, §7): the store asks through them
 * (store.test.ts with a fake), this file says what each draws in the page's dialog host and what each answers.
 */
import { act } from 'react'
import { dialogHost } from '../../../test/utils/dialogHost'
import { cashbackPanels } from './panels'
import type { CashbackRow } from './model'
import type { SuccessChoice } from './store'

async function host () {
  const made = await dialogHost({ userKey: 'u1' })
  return { ...made, panels: cashbackPanels(made.root.dialogs) }
}

const row: CashbackRow = { key: 'task-2', name: '回收满1000元', mode: 'amount', amountSum: 0, orderCount: 0, progress: 100, status: 'done', awardName: '蓝牙耳机', awardType: 'physical' }

describe('cashback prompts (002 §4, §7)', () => {
  it.each([
    ['wallet', ['去钱包查看', '我知道了']],
    ['coupons', ['去使用', '我知道了']],
    [undefined, ['我知道了']]
  ] as const)('the success dialog (follow %s): 恭喜您，领取成功！, the prize and its line; buttons %j, the first answers its place', async (follow, labels) => {
    const { panels, q, texts, tap } = await host()
    let choice: Promise<SuccessChoice> = Promise.resolve('ok')
    act(() => { choice = panels.success({ name: '20元现金', desc: '现金已发放至您的钱包', follow }) })
    expect(q('.prize-dialog__title')?.textContent).toBe('恭喜您，领取成功！')
    expect(q('.prize-dialog__name')?.textContent).toBe('20元现金')
    expect(q('.dialog-host')?.textContent).toContain('现金已发放至您的钱包')
    expect(texts('.prize-dialog__button')).toEqual(labels)
    tap('.prize-dialog__button')
    await expect(choice).resolves.toBe(follow ?? 'ok')
  })

  it('the success dialog closed by its mask answers ok: nothing opens', async () => {
    const { panels, tap } = await host()
    let choice: Promise<SuccessChoice> = Promise.resolve('wallet')
    act(() => { choice = panels.success({ name: '20元现金', desc: '现金已发放至您的钱包', follow: 'wallet' }) })
    tap('.dialog-host__mask')
    await expect(choice).resolves.toBe('ok')
  })

  it('the award detail: 奖励详情 with the parcel\'s company, number (with copy) and receiver; resolves when closed', async () => {
    const { panels, q, tap } = await host()
    const store = { copy: jest.fn(async () => undefined) }
    let closed: Promise<void> = Promise.resolve()
    act(() => {
      closed = panels.awardDetail(store as never, row, { awardName: '蓝牙耳机', entityReceiveData: { expressNo: 'SF1234567890', expressCompany: '顺丰速运', address: '北京市朝阳区', mobile: '13800000000', name: '张三' } })
    })
    const shown = q('.dialog-host')?.textContent ?? ''
    for (const text of ['奖励详情', '蓝牙耳机', '顺丰速运', '快递单号', 'SF1234567890', '张三 13800000000']) expect(shown).toContain(text)
    // A reader hears what 复制 copies, and 关闭 (the × and the button); the panel declares no dialog (the host does).
    const named = (sel: string) => Array.from(document.querySelectorAll(sel)).map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])
    expect(named('.activity-transaction-back__detail-copy')).toEqual([['button', '复制快递单号']])
    expect(named('.activity-transaction-back__panel-close')).toEqual([['button', '关闭']])
    expect(named('.activity-transaction-back__panel-button')).toEqual([['button', '关闭']])
    expect(named('[role=dialog]')).toEqual([['dialog', '奖励详情']])
    tap('.activity-transaction-back__detail-copy')
    expect(store.copy).toHaveBeenCalledWith('SF1234567890')
    tap('.dialog-host__mask')
    await expect(closed).resolves.toBeUndefined()
    expect(q('.dialog-host')).toBeNull()
  })
})
