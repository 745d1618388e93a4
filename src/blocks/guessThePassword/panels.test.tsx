/**
 * The guessing game's prompts as the visitor sees them (002 §4): the store asks through them (store.test.ts
 * with a fake), this file says what each draws in the page's dialog host and what each answers.
 */
import { act } from 'react'
import { dialogHost } from '../../../test/utils/dialogHost'
import type { RootStore } from '@/stores'
import { guessPanels } from './panels'
import { parseGuess, type GuessRecord } from './model'
import { GuessStore } from './store'

async function host () {
  const made = await dialogHost({ userKey: 'u1' })
  return { ...made, panels: guessPanels(made.root.dialogs) }
}

function storeOf (root: RootStore) {
  const parsed = parseGuess({ activityCode: 'GUESS-2026', scene: 45, templateIds: ['tpl-1'], businessId: 'biz', pageCode: 'guess' })
  if (!parsed.ok) throw new Error(parsed.reason)
  return new GuessStore(parsed.value, { id: 1, uuid: 'g', type: 'guessThePassword', kind: 'guessThePassword' }, root, guessPanels(root.dialogs))
}

const cup: GuessRecord = { recordId: 501, sceneId: 32, awardName: '定制保温杯', physical: true, sendStatus: 1, awardImage: 'https://img.example/cup.png', illustrate: '七日内发货' }

describe('guessing game prompts (002 §4)', () => {
  it('a wrong answer (failReasonCode 1): 答案不对哦 with the scene\'s tip and one button, 再试一次 (true); the mask answers false', async () => {
    const { panels, q, texts, tap } = await host()
    for (const [where, expected] of [['.confirm-dialog__button--confirm', true], ['.dialog-host__mask', false]] as const) {
      let answer: Promise<boolean> = Promise.resolve(!expected)
      act(() => { answer = panels.wrong('提示：和回收有关的四个字') })
      expect(q('.confirm-dialog__title')?.textContent).toBe('答案不对哦')
      expect(q('.confirm-dialog__message')?.textContent).toBe('提示：和回收有关的四个字')
      expect(texts('.confirm-dialog__button')).toEqual(['再试一次'])
      tap(where)
      await expect(answer).resolves.toBe(expected)
    }
  })

  it('a win: 恭喜您！答对啦！ with the prize, a button per follow-up in the catalogue\'s words; a button answers its follow-up, the mask ok', async () => {
    const { panels, q, texts, tap } = await host()
    let choice: Promise<unknown> = Promise.resolve()
    act(() => { choice = panels.win(cup, ['address', 'ok']) })
    expect(q('.prize-dialog__title')?.textContent).toBe('恭喜您！答对啦！')
    expect(q('.prize-dialog__name')?.textContent).toBe('定制保温杯')
    expect(texts('.prize-dialog__button')).toEqual(['填写收货地址', '我知道了'])
    tap('.prize-dialog__button')
    await expect(choice).resolves.toBe('address')
    act(() => { choice = panels.win(undefined, ['ok']) })
    expect(q('.prize-dialog__name')).toBeNull()
    tap('.dialog-host__mask')
    await expect(choice).resolves.toBe('ok')
    expect(q('.dialog-host')).toBeNull()
  })

  it('my awards and an award\'s detail draw the store\'s state and resolve when closed', async () => {
    const { panels, root, q, tap } = await host()
    const store = storeOf(root)
    const coded = { ...cup, code: 'VIP-8888' }
    for (const [open, shown] of [[() => panels.records(store), '我的奖品'], [() => panels.detail(store, coded), '兑换码VIP-8888']] as const) {
      let closed: Promise<void> = Promise.resolve()
      act(() => { closed = open() })
      expect(q('.dialog-host')?.textContent).toContain(shown)
      tap('.dialog-host__mask')
      await expect(closed).resolves.toBeUndefined()
      expect(q('.dialog-host')).toBeNull()
    }
  })

  it('for a reader: no dialog of its own (the host is); a row\'s button named by its word and the award, 关闭 and 复制 by theirs', async () => {
    const { panels, root, q } = await host()
    const store = storeOf(root)
    const named = (sel: string) => Array.from(document.querySelectorAll(sel)).map((n) => [n.getAttribute('role'), n.getAttribute('aria-label')])
    act(() => { store.records = [{ ...cup, receiver: undefined }, { ...cup, recordId: 502, awardName: '视频会员月卡', physical: false, sendStatus: 2, code: 'VIP-8888' }] })
    act(() => { void panels.records(store) })
    expect(named('[role=dialog]')).toEqual([['dialog', '我的奖品']])
    expect(named('.guess-the-password__panel-close')).toEqual([['button', '关闭']])
    expect(named('.prize-row__button')).toEqual([['button', '填写地址 定制保温杯'], ['button', '已发放 视频会员月卡']])
    expect(named('.guess-the-password__code-copy')).toEqual([['button', '复制兑换码']])
    act(() => { root.dialogs.dismissTop() })
    act(() => { void panels.detail(store, { ...cup, code: 'VIP-8888' }) })
    expect(named('.guess-the-password__panel-button')).toEqual([['button', '关闭']])
    expect(q('.dialog-host')).not.toBeNull()
  })
})
