import { displayAttrs } from '.'

describe('the display on the page\'s roots', () => {
  it('the design\'s size sets nothing', () => {
    expect(displayAttrs({ elderly: false, textScale: 1 })).toEqual({ elderlyClass: '' })
  })

  it('a larger text: its scale; the elderly mode: its class too', () => {
    expect(displayAttrs({ elderly: false, textScale: 1.2 })).toEqual({ elderlyClass: '', style: { '--text-scale': '1.2' } })
    expect(displayAttrs({ elderly: true, textScale: 1.5 })).toEqual({ elderlyClass: ' display--elderly', style: { '--text-scale': '1.5' } })
  })
})
