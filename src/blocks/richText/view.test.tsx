import { component, renderBlocks } from '../../../test/utils/renderBlocks'

const qa = (sel: string) => Array.from(document.querySelectorAll(sel)) as HTMLElement[]

describe('rich text view: its links (issue 53)', () => {
  it('a link with a target is a link named by its own words, inline in its line; one without is text; a tap opens it', async () => {
    const { utils, platform } = await renderBlocks([component('richText', { content: { type: 'root', children: [
      { type: 'paragraph', children: [
        { type: 'text', text: '详见' },
        { type: 'link', url: 'https://m.example.cn/rule', children: [{ type: 'text', text: '活动' }, { type: 'text', text: '规则', bold: true }] },
        { type: 'link', children: [{ type: 'text', text: '无链接' }] }
      ] }
    ] } })], { platform: { platform: () => 'm' } })
    const links = qa('.rich-text__link')
    expect(links.map((n) => [n.getAttribute('role'), n.getAttribute('aria-label'), n.textContent])).toEqual([['link', '活动规则', '活动规则'], [null, null, '无链接']])
    expect(links[0].tabIndex).toBe(0)
    utils.fireEvent.click(links[0])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(platform.open).toHaveBeenCalledTimes(1)
  })
})
