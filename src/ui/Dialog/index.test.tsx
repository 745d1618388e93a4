import { act } from 'react'
import { Text, View } from '@tarojs/components'
import { mount } from '../../../test/utils/mount'
import { testRoot } from '../../../test/utils/renderBlocks'
import { StoreContext, type RootStore } from '@/stores'
import { DialogHost } from '.'

function Host ({ root }: { root: RootStore }) {
  return <StoreContext.Provider value={root}><View className='page'><DialogHost /></View></StoreContext.Provider>
}

/** A dialog with a title and a button that closes it with `true`, as a block would open one. */
const ask = (root: RootStore, title: string) => root.dialogs.open<boolean>({
  dismissValue: false,
  render: (close) => <View className='test-dialog'><Text className='test-dialog__title'>{title}</Text><View className='test-dialog__ok' onClick={() => close(true)} /></View>
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
    const closed = root.dialogs.open({ render: () => null, dismissValue: 'timeout', autoCloseMs: 3000 })
    jest.advanceTimersByTime(3000)
    await expect(closed).resolves.toBe('timeout')
    jest.useRealTimers()
  })
})
