import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]

describe('multi image view: what a reader and a keyboard get (issue 53)', () => {
  it('an image with a click target is a link named by its place; one without is an image saying so; a tap opens the link', async () => {
    const { utils, platform } = await renderBlocks([component('multiImage', { configs: [
      { imageUrl: 'https://img.example/1.png', redirects: [{ platform: 'm', path: 'https://m.example.cn/1' }] },
      { imageUrl: 'https://img.example/2.png' }
    ] })], { platform: { platform: () => 'm' } })
    const images = qa('.multi-image .ratio-image')
    expect(images.map((el) => [el.getAttribute('role'), el.getAttribute('aria-label')])).toEqual([['link', '活动图片，第 1 张，共 2 张'], [null, null]])
    expect(images[1].querySelector('img')?.getAttribute('alt')).toBe('活动图片，第 2 张，共 2 张')
    utils.fireEvent.click(images[0])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(platform.open).toHaveBeenCalledTimes(1)
  })

  it('one image alone is 活动图片', async () => {
    await renderBlocks([component('multiImage', { configs: [{ imageUrl: 'https://img.example/1.png', redirects: [{ platform: 'm', path: 'https://m.example.cn/1' }] }] })])
    expect(qa('.multi-image .ratio-image')[0].getAttribute('aria-label')).toBe('活动图片')
  })
})
