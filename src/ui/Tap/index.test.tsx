import { act } from 'react'
import { Text } from '@tarojs/components'
import { mount } from '../../../test/utils/mount'
import { Tap, type TapProps } from '.'

const el = () => document.querySelector('.tap') as HTMLElement
const key = (k: string) => act(() => { el().dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true })) })

describe('Tap on H5: a role, a name, the keyboard', () => {
  async function render (props: Partial<TapProps> = {}) {
    const onTap = jest.fn()
    const Probe = () => <Tap label='领取 满300减30' onTap={onTap} {...props}><Text>领取</Text></Tap>
    await mount(Probe, {})
    return onTap
  }

  it('is a button named by its label, in the keyboard\'s order, and a tap does what it does', async () => {
    const onTap = await render()
    expect([el().getAttribute('role'), el().getAttribute('aria-label'), el().tabIndex]).toEqual(['button', '领取 满300减30', 0])
    act(() => { el().click() })
    expect(onTap).toHaveBeenCalledTimes(1)
  })

  it('Enter and Space press a button (Space does not scroll the page); other keys do nothing', async () => {
    const onTap = await render()
    key('Enter')
    key(' ')
    key('a')
    key('Tab')
    expect(onTap).toHaveBeenCalledTimes(2)
  })

  it('a link: Enter follows it, Space does not (as a browser\'s links)', async () => {
    const onTap = await render({ role: 'link' })
    expect(el().getAttribute('role')).toBe('link')
    key(' ')
    expect(onTap).not.toHaveBeenCalled()
    key('Enter')
    expect(onTap).toHaveBeenCalledTimes(1)
  })

  it('a tab says whether it is the chosen one; an unavailable control says so and still takes the tap', async () => {
    await render({ role: 'tab', selected: true })
    expect(el().getAttribute('aria-selected')).toBe('true')
    const onTap = await render({ disabled: true })
    expect(document.querySelectorAll('.tap')[1].getAttribute('aria-disabled')).toBe('true')
    act(() => { (document.querySelectorAll('.tap')[1] as HTMLElement).click() })
    expect(onTap).toHaveBeenCalledTimes(1)
  })

  it('a key pressed on a control inside it is that control\'s alone', async () => {
    const outer = jest.fn()
    const inner = jest.fn()
    const Probe = () => <Tap className='outer' label='门店' onTap={outer}><Tap className='inner' label='导航' role='link' onTap={inner}>导航</Tap></Tap>
    await mount(Probe, {})
    const el = document.querySelector('.inner') as HTMLElement
    act(() => { el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })) })
    expect([inner.mock.calls.length, outer.mock.calls.length]).toEqual([1, 0])
  })
})
