import { act } from 'react'
import { last, mount } from '../../../test/utils/mount'
import { Img } from '.'

describe('the H5 image', () => {
  it("keeps Taro's markup and classes (box, mode), so the blocks' stylesheets apply as before", async () => {
    await mount(Img, { src: 'https://img.example/a.png', mode: 'widthFix', className: 'card__image' })
    const box = last('.card__image')
    expect(box.className).toBe('taro-img taro-img__widthfix card__image')
    const img = box.querySelector('img') as HTMLImageElement
    expect(img.className).toBe('taro-img__mode-widthfix')
    expect(img.getAttribute('src')).toBe('https://img.example/a.png')
    expect(img.getAttribute('loading')).toBeNull()
  })

  it("lazy images wait for the browser's own lazy loading, with their address in src", async () => {
    await mount(Img, { src: 'https://img.example/b.png', mode: 'aspectFit', lazyLoad: true, className: 'lazy' })
    const img = last('.lazy').querySelector('img') as HTMLImageElement
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('src')).toBe('https://img.example/b.png')
    expect(img.className).toBe('taro-img__mode-aspectfit')
  })

  it("asks for a low-priority request only when told (a product list's card images), no attribute otherwise", async () => {
    await mount(Img, { src: 'https://img.example/e.png', mode: 'aspectFit', lazyLoad: true, fetchPriority: 'low', className: 'card' })
    expect(last('.card').querySelector('img')?.getAttribute('fetchpriority')).toBe('low')
    await mount(Img, { src: 'https://img.example/f.png', mode: 'aspectFit', lazyLoad: true, className: 'tile' })
    expect(last('.tile').querySelector('img')?.hasAttribute('fetchpriority')).toBe(false)
  })

  it('reports the natural size on load without reading the laid-out size (no forced layout)', async () => {
    const sizes: Array<{ width: number | string, height: number | string }> = []
    await mount(Img, { src: 'https://img.example/c.png', className: 'sized', onLoad: (e: { detail: { width: number | string, height: number | string } }) => { sizes.push(e.detail) } })
    const img = last('.sized').querySelector('img') as HTMLImageElement
    Object.defineProperty(img, 'naturalWidth', { value: 640 })
    Object.defineProperty(img, 'naturalHeight', { value: 320 })
    const laidOut = jest.fn(() => 0)
    Object.defineProperty(img, 'width', { get: laidOut })
    Object.defineProperty(img, 'height', { get: laidOut })
    act(() => { img.dispatchEvent(new Event('load')) })
    expect(sizes).toEqual([{ width: 640, height: 320 }])
    expect(laidOut).not.toHaveBeenCalled()
  })

  // Issue 53: an image takes no tap of its own (a Tap around it is the control); it says `alt` when it is content.
  it('is decoration (an empty alt) unless it says something', async () => {
    await mount(Img, { src: 'https://img.example/d.png', className: 'plain' })
    expect(last('.plain img').getAttribute('alt')).toBe('')
    await mount(Img, { src: 'https://img.example/p.png', className: 'poster', alt: '双十一换新海报' })
    expect(last('.poster img').getAttribute('alt')).toBe('双十一换新海报')
  })
})
