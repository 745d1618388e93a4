import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const to = (n: number) => [{ platform: 'm', path: `https://m.example.cn/${n}` }]

describe('hot-zone image view: what a reader and a keyboard get (issue 53)', () => {
  it('the image says 活动图片; each zone with a target is a link named by its place, at least 44 px each way; one without is no control', async () => {
    const { utils, platform } = await renderBlocks([component('hotImage', { img: { url: 'https://img.example/hot.png', width: 750, height: 400 }, configs: [
      { top: 0, left: 0, width: 375, height: 200, redirects: to(1) },
      // 20 × 20 image px: 10 × 10 design px at 375; its hit area 44 × 44 design px (88 image px) about its centre.
      { top: 100, left: 100, width: 20, height: 20, redirects: to(2) },
      { top: 300, left: 400, width: 300, height: 100 }
    ] })], { platform: { platform: () => 'm' } })
    expect(document.querySelector('.hot-image img')?.getAttribute('alt')).toBe('活动图片')
    const zones = qa('.hot-image__zone')
    expect(zones.map((z) => [z.getAttribute('role'), z.getAttribute('aria-label')])).toEqual([
      ['link', '活动图片热区，第 1 个，共 3 个'],
      ['link', '活动图片热区，第 2 个，共 3 个'],
      [null, null]
    ])
    expect([zones[1].style.left, zones[1].style.top, zones[1].style.width, zones[1].style.height]).toEqual(['8.8000%', '16.5000%', '11.7333%', '22.0000%'])
    utils.fireEvent.click(zones[1])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(platform.open).toHaveBeenCalledTimes(1)
  })
})
