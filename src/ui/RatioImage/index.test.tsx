import { act } from 'react'
import { last, mount } from '../../../test/utils/mount'
import { RatioImage } from '.'

describe('images without sizes (000 §3 configs give only imageUrl)', () => {
  it('lays out at full width and natural height (never a fixed 240 px box), then reserves the ratio it reported', async () => {
    await mount(RatioImage, { src: 'https://img.example/banner.png' })
    const box = last('.ratio-image')
    expect(box.className).not.toContain('ratio-image--boxed')
    const image = box.querySelector('.ratio-image__img') as HTMLElement
    expect(image.className).toContain('ratio-image__img--auto')
    expect(image.className).toContain('taro-img__widthfix')
    // The image reports its size when it loads (the event's detail: the natural size, as the hosts report it).
    const img = image.querySelector('img') as HTMLImageElement
    Object.defineProperty(img, 'naturalWidth', { value: 750 })
    Object.defineProperty(img, 'naturalHeight', { value: 300 })
    act(() => { img.dispatchEvent(new Event('load')) })
    expect(last('.ratio-image').className).toContain('ratio-image--boxed')
    expect(last('.ratio-image').style.paddingTop).toBe('40.0000%')
  })

  it('drawn again (a block the page\'s window mounts again), reserves the box its image reported before, at once', async () => {
    await mount(RatioImage, { src: 'https://img.example/again.png' })
    const img = last('.ratio-image').querySelector('img') as HTMLImageElement
    Object.defineProperty(img, 'naturalWidth', { value: 750 })
    Object.defineProperty(img, 'naturalHeight', { value: 500 })
    act(() => { img.dispatchEvent(new Event('load')) })
    await mount(RatioImage, { src: 'https://img.example/again.png' })
    expect(last('.ratio-image').style.paddingTop).toBe('66.6667%')
    await mount(RatioImage, { src: 'https://img.example/other.png' })
    expect(last('.ratio-image').className).not.toContain('ratio-image--boxed')
  })

  it('reserves the box at once when the config knows the ratio', async () => {
    await mount(RatioImage, { src: 'https://img.example/banner.png', aspectRatio: 2 })
    expect(last('.ratio-image').style.paddingTop).toBe('50.0000%')
  })
})
