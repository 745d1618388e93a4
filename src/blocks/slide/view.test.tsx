import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]
const slide = (n: number, redirects: unknown[] = [{ platform: 'm', path: `https://m.example.cn/${n}` }]) => ({ redirect: { imageUrl: `https://img.example/${n}.png`, redirects } })

describe('slide view: what a reader and a keyboard get (issue 53)', () => {
  it('each slide with a click target is a link named by its place (活动横幅，第 1 张，共 3 张); one without is an image saying so', async () => {
    await renderBlocks([component('slide', { resources: [slide(1), slide(2), slide(3, [])] })], { platform: { platform: () => 'm' } })
    // The originals (a looping track may add copies, hidden from readers).
    const items = qa('.carousel__item:not(.carousel__item--copy) .ratio-image')
    expect(items.map((el) => [el.getAttribute('role'), el.getAttribute('aria-label')])).toEqual([
      ['link', '活动横幅，第 1 张，共 3 张'],
      ['link', '活动横幅，第 2 张，共 3 张'],
      [null, null]
    ])
    expect(items[2].querySelector('img')?.getAttribute('alt')).toBe('活动横幅，第 3 张，共 3 张')
  })
})
