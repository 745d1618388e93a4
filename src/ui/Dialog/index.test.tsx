import { act } from 'react'
import { Text, View } from '@tarojs/components'
import { mount } from '../../../test/utils/mount'
import { testRoot } from '../../../test/utils/renderBlocks'
import { StoreContext, type RootStore } from '@/stores'
import { Tap } from '../Tap'
import { DialogHost } from '.'

function Host ({ root }: { root: RootStore }) {
  return <StoreContext.Provider value={root}><View className='page'><DialogHost /></View></StoreContext.Provider>
}

/** A dialog with a title and a button that closes it with `true`, as a block would open one. */
const ask = (root: RootStore, title: string) => root.dialogs.open<boolean>({
  label: title,
  dismissValue: false,
  render: (close) => <View className='test-dialog'><Text className='test-dialog__title'>{title}</Text><Tap className='test-dialog__ok' label='好' onTap={() => close(true)}>好</Tap></View>
})

describe('dialog host', () => {
  it('shows the newest dialog at the page root and resolves with what the visitor chose', async () => {
    const { root } = testRoot()
    const utils = await mount(Host, { root })
    expect(document.querySelector('.dialog-host')).toBeNull()
    let answer: Promise<boolean> = Promise.resolve(false)
    act(() => { answer = ask(root, '确定要取消预约吗？') })
    expect(document.querySelector('.page > .dialog-host .test-dialog__title')?.textContent).toBe('确定要取消预约吗？')
    utils.fireEvent.click(document.querySelector('.test-dialog__ok') as HTMLElement)
    await expect(answer).resolves.toBe(true)
    expect(document.querySelector('.dialog-host')).toBeNull()
  })

  it('a tap on the mask dismisses it (resolves false); closing the page dismisses every dialog', async () => {
    const { root } = testRoot()
    const utils = await mount(Host, { root })
    let first: Promise<boolean> = Promise.resolve(true)
    let second: Promise<boolean> = Promise.resolve(true)
    act(() => {
      first = ask(root, '一')
      second = ask(root, '二')
    })
    expect(document.querySelector('.test-dialog__title')?.textContent).toBe('二')
    utils.fireEvent.click(document.querySelector('.dialog-host__mask') as HTMLElement)
    await expect(second).resolves.toBe(false)
    expect(document.querySelector('.test-dialog__title')?.textContent).toBe('一')
    act(() => root.dispose())
    await expect(first).resolves.toBe(false)
  })

  it('closes itself after autoCloseMs (001 §9: the 3 s success dialog)', async () => {
    jest.useFakeTimers()
    const { root } = testRoot()
    const closed = root.dialogs.open({ label: '领取成功', render: () => null, dismissValue: 'timeout', autoCloseMs: 3000 })
    jest.advanceTimersByTime(3000)
    await expect(closed).resolves.toBe('timeout')
    jest.useRealTimers()
  })

  // Issue 53: a modal dialog to readers and the keyboard.
  it('is a modal dialog named by its label; the mask is hidden from readers', async () => {
    const { root } = testRoot()
    await mount(Host, { root })
    act(() => { void ask(root, '确定要取消预约吗？') })
    const body = document.querySelector('.dialog-host__body') as HTMLElement
    expect([body.getAttribute('role'), body.getAttribute('aria-modal'), body.getAttribute('aria-label')]).toEqual(['dialog', 'true', '确定要取消预约吗？'])
    expect(document.querySelector('.dialog-host__mask')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes the focus as it opens (its first control), keeps Tab inside, closes on Escape and gives the focus back', async () => {
    const { root } = testRoot()
    await mount(Host, { root })
    const opener = document.createElement('button')
    document.body.appendChild(opener)
    opener.focus()
    let answer: Promise<boolean> = Promise.resolve(true)
    act(() => { answer = ask(root, '一') })
    await act(async () => { await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))) })
    const ok = document.querySelector('.test-dialog__ok') as HTMLElement
    expect(document.activeElement).toBe(ok)
    // Tab from the last control comes back to the first (the only one here), not to the page under it.
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    act(() => { ok.dispatchEvent(tab) })
    expect(tab.defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(ok)
    act(() => { ok.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })) })
    await expect(answer).resolves.toBe(false)
    expect(document.querySelector('.dialog-host')).toBeNull()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('Escape closes even a dialog the mask does not close (the surge notice)', async () => {
    const { root } = testRoot()
    await mount(Host, { root })
    let closed: Promise<string> = Promise.resolve('')
    act(() => { closed = root.dialogs.open({ label: '膨胀成功', render: () => <Text>膨胀成功</Text>, dismissValue: 'dismissed', maskClosable: false }) })
    act(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })) })
    await expect(closed).resolves.toBe('dismissed')
  })
})
