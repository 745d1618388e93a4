import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const q = (sel: string) => document.querySelector(sel) as HTMLElement
const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const IMG = 'https://img.example/b.png'
const to = [{ platform: 'm', path: 'https://m.example.cn/a' }]

describe('banner view: what a reader and a keyboard get (issue 53)', () => {
  it('with a click target the image is a link named 活动横幅; a tap opens it', async () => {
    const { utils, platform } = await renderBlocks([component('banner', { imageUrl: IMG, redirects: to })], { platform: { platform: () => 'm' } })
    const link = q('.banner .ratio-image')
    expect(link.getAttribute('role')).toBe('link')
    expect(link.getAttribute('aria-label')).toBe('活动横幅')
    expect(link.tabIndex).toBe(0)
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('')
    utils.fireEvent.click(link)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(platform.open).toHaveBeenCalledTimes(1)
  })

  it('without one it is no control: an image that says 活动横幅', async () => {
    await renderBlocks([component('banner', { imageUrl: IMG })])
    expect(q('.banner .ratio-image').getAttribute('role')).toBeNull()
    expect(q('.banner img').getAttribute('alt')).toBe('活动横幅')
  })

  it('the bullet strip\'s loop copy is hidden from readers: each text is said once', async () => {
    await renderBlocks([component('banner', { imageUrl: IMG, bulletSwitch: true, bullets: [{ text: '甲' }, { text: '乙' }] })])
    expect(qa('.banner__bullet').map((b) => [b.textContent, b.getAttribute('aria-hidden')])).toEqual([['甲', null], ['乙', null], ['甲', 'true'], ['乙', 'true']])
  })
})
