/**
 * The coupon grab's prompts as the visitor sees them (001 §8): the store asks through them (store.test.ts
 * with a fake), this file says what each draws in the page's dialog host and what each answers.
 */
import { act } from 'react'
import { dialogHost } from '../../../test/utils/dialogHost'
import { couponGrabPanels } from './panels'

describe('coupon grab prompts (001 §8)', () => {
  it('a grabbed coupon: 领取成功，请尽快使用 with one button, 好的', async () => {
    const { root, q, texts, tap } = await dialogHost({ userKey: 'u1' })
    let shown: Promise<unknown> = Promise.resolve()
    act(() => { shown = couponGrabPanels(root.dialogs).grabbed() })
    expect(q('.confirm-dialog__title')?.textContent).toBe('领取成功，请尽快使用')
    expect(texts('.confirm-dialog__button')).toEqual(['好的'])
    tap('.confirm-dialog__button')
    await shown
    expect(q('.dialog-host')).toBeNull()
  })

  it('"booked" tapped: 确定要取消预约吗？ 您可能会错过优惠哦~; 取消预约 answers true, 我再想想 and the mask false', async () => {
    const { root, q, texts, tap } = await dialogHost({ userKey: 'u1' })
    const panels = couponGrabPanels(root.dialogs)
    for (const [where, expected] of [['.confirm-dialog__button--confirm', true], ['.confirm-dialog__button--cancel', false], ['.dialog-host__mask', false]] as const) {
      let sure: Promise<boolean> = Promise.resolve(!expected)
      act(() => { sure = panels.cancelBooking() })
      expect(q('.confirm-dialog__title')?.textContent).toBe('确定要取消预约吗？')
      expect(q('.confirm-dialog__message')?.textContent).toBe('您可能会错过优惠哦~')
      expect(texts('.confirm-dialog__button')).toEqual(['我再想想', '取消预约'])
      tap(where)
      await expect(sure).resolves.toBe(expected)
    }
  })
})
