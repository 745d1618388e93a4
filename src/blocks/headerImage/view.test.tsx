import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement

describe('header image view: what a reader and a keyboard get (issue 53)', () => {
  it('with a click target: a link named 活动头图', async () => {
    await renderBlocks([component('headerImage', { imageUrl: 'https://img.example/h.png', redirects: [{ platform: 'm', path: 'https://m.example.cn/h' }] })])
    expect([q('.header-image').getAttribute('role'), q('.header-image').getAttribute('aria-label')]).toEqual(['link', '活动头图'])
  })

  it('without one: an image that says 活动头图, no control', async () => {
    await renderBlocks([component('headerImage', { imageUrl: 'https://img.example/h.png' })])
    expect(q('.header-image').getAttribute('role')).toBeNull()
    expect(q('.header-image img').getAttribute('alt')).toBe('活动头图')
  })
})
