import Taro from '@tarojs/taro'
import { bottomPadding, liftedAbove } from './bottomInset'

describe('keeping clear of a bottom bar (001 §2: the bottom navigation "does not cover the page\'s last block or the back-to-top control")', () => {
  it('pads the page and lifts a fixed control by the bar\'s design px and the safe area; nothing without a bar', () => {
    const bar = Taro.pxTransform(50)
    expect(bottomPadding(50)).toEqual({ paddingBottom: `calc(${bar} + env(safe-area-inset-bottom))` })
    expect(liftedAbove(50)).toEqual({ marginBottom: `calc(${bar} + env(safe-area-inset-bottom))` })
    expect(bottomPadding(0)).toBeUndefined()
    expect(liftedAbove(0)).toBeUndefined()
  })
})
