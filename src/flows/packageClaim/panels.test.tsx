/** A package claim's dialogs as the visitor sees them (001 §4, §8, §9): the store asks through them (its tests pass a fake). */
import { act } from 'react'
import { Text } from '@tarojs/components'
import { dialogHost } from '../../../test/utils/dialogHost'
import { packageClaimPanels } from './panels'

afterEach(() => jest.useRealTimers())

describe('package claim prompts', () => {
  it('the surge dialog (001 §4, §9): the block\'s look, up for 3 s whatever the visitor taps, then closed', async () => {
    const { root, q, tap } = await dialogHost({ userKey: 'u1' })
    jest.useFakeTimers()
    let closed = false
    act(() => { void packageClaimPanels(root.dialogs, () => <Text className='surge-probe'>恭喜，膨胀成功</Text>).surge().then(() => { closed = true }) })
    expect(q('.surge-probe')?.textContent).toBe('恭喜，膨胀成功')
    // Issue 53: a modal dialog named by its words.
    expect([q('.dialog-host__body')?.getAttribute('role'), q('.dialog-host__body')?.getAttribute('aria-label')]).toEqual(['dialog', '恭喜您，膨胀成功'])
    tap('.dialog-host__mask')
    await act(async () => { jest.advanceTimersByTime(2999) })
    expect(q('.surge-probe')).not.toBeNull()
    expect(closed).toBe(false)
    await act(async () => { jest.advanceTimersByTime(1) })
    expect(q('.dialog-host')).toBeNull()
    expect(closed).toBe(true)
  })

  it('prize being issued (001 §8): its title and message; 联系客服 answers true, the other button and the mask false', async () => {
    const { root, q, tap } = await dialogHost({ userKey: 'u1' })
    const panels = packageClaimPanels(root.dialogs)
    for (const [where, expected] of [['.confirm-dialog__button--confirm', true], ['.confirm-dialog__button--cancel', false], ['.dialog-host__mask', false]] as const) {
      let support: Promise<boolean> = Promise.resolve(!expected)
      act(() => { support = panels.prizeIssuing() })
      expect(q('.confirm-dialog__title')?.textContent).toBe('奖品发放中')
      expect(q('.confirm-dialog__button--confirm')?.textContent).toBe('联系客服')
      tap(where)
      await expect(support).resolves.toBe(expected)
    }
  })
})
