import { parseRichText, MAX_NODES } from './model'

const doc = {
  type: 'root',
  children: [
    { type: 'h2', children: [{ type: 'text', text: '活动规则' }] },
    { type: 'paragraph', children: [{ type: 'text', text: '重要', bold: true, underline: true }, { type: 'text', text: '说明', italic: true, strikethrough: true }] },
    { type: 'ordered-list', children: [{ type: 'list-item', children: [{ type: 'text', text: '第一条' }] }] },
    { type: 'quote', children: [{ type: 'link', url: 'https://m.example.cn/rule', children: [{ type: 'text', text: '查看详情' }] }] },
    { type: 'heading', level: 9, children: [] },
    { type: 'script', children: [{ type: 'text', text: 'x' }] }
  ]
}

describe('rich text (000 §3)', () => {
  it('reads the node types and text styles into a checked tree', () => {
    const r = parseRichText({ content: JSON.stringify(doc) })
    if (!r.ok) throw new Error(r.reason)
    const [h2, p, ol, quote, h6, unknown] = (r.value.root as { children: Array<{ type: string, children: unknown[] }> }).children
    expect([h2.type, p.type, ol.type, quote.type, h6.type, unknown.type]).toEqual(['h2', 'paragraph', 'ordered-list', 'quote', 'h6', 'paragraph'])
    expect(p.children[0]).toEqual({ type: 'text', text: '重要', marks: { bold: true, underline: true, italic: false, strikethrough: false } })
    const link = quote.children[0] as { type: string, redirects: Array<{ platform: string, path: string }> }
    expect(link.type).toBe('link')
    expect(link.redirects.find((x) => x.platform === 'm')?.path).toBe('https://m.example.cn/rule')
  })

  it('refuses bad JSON and runaway trees', () => {
    expect(parseRichText({ content: '{oops' }).ok).toBe(false)
    const big = { type: 'root', children: Array.from({ length: MAX_NODES + 1 }, () => ({ type: 'text', text: 'a' })) }
    expect(parseRichText({ content: big })).toMatchObject({ ok: false })
  })
})
