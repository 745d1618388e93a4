import { last, mount } from '../../../test/utils/mount'
import { BuyButton, ProductTag } from '.'

const theme = { name: 'red' as const, main: '#e8332a', light: '#fdeceb' }

describe('the curated product cards\' shared parts (001 §3, §9)', () => {
  it('a colour tag: its text on its colour in its text colour; without them, the theme\'s colour and white', async () => {
    await mount(ProductTag, { block: 'card', tag: { type: 'COLOR', text: '99新', color: '#0000ff', textColor: '#ffff00' }, theme })
    expect(last('.card__tag').textContent).toBe('99新')
    expect(last('.card__tag').style.backgroundColor).toBe('rgb(0, 0, 255)')
    expect(last('.card__tag').style.color).toBe('rgb(255, 255, 0)')
    await mount(ProductTag, { block: 'grid', tag: { type: 'COLOR', text: '全新' }, theme })
    expect(last('.grid__tag').style.backgroundColor).toBe('rgb(232, 51, 42)')
    expect(last('.grid__tag').style.color).toBe('rgb(255, 255, 255)')
  })

  it('an image tag is the image, in the block\'s own class', async () => {
    await mount(ProductTag, { block: 'banner', tag: { type: 'IMAGE', imageUrl: 'https://img.example/tag.png' }, theme })
    expect(last('.banner__tag-image')).toBeTruthy()
    expect(document.querySelector('.banner__tag')).toBeNull()
  })

  it('the button: its text on the theme colour; sold out, off and uncoloured; with an image, the image', async () => {
    await mount(BuyButton, { block: 'grid', text: '抢', theme, off: false })
    expect(last('.grid__button').textContent).toBe('抢')
    expect(last('.grid__button').style.backgroundColor).toBe('rgb(232, 51, 42)')
    await mount(BuyButton, { block: 'grid', text: '抢', theme, off: true })
    expect(last('.grid__button').className).toContain('grid__button--off')
    expect(last('.grid__button').style.backgroundColor).toBe('')
    await mount(BuyButton, { block: 'card', image: 'https://img.example/btn.png', text: '抢', theme, off: true })
    expect(last('.card__button-image').className).toContain('card__button-image--off')
    expect(document.querySelector('.card__button')).toBeNull()
  })
})
