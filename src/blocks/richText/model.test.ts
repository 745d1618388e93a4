import { MAX_DEPTH, parseRichText } from './model'

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
    // 2000 nodes at most, the root included.
    const tree = (children: number) => ({ type: 'root', children: Array.from({ length: children }, () => ({ type: 'text', text: 'a' })) })
    expect(parseRichText({ content: tree(1999) })).toMatchObject({ ok: true })
    expect(parseRichText({ content: tree(2000) })).toMatchObject({ ok: false })
  })
})

// Found by parse.property.test.ts: a type or level of {"toString":0} threw, a level 'x' made 'hNaN', a type 'constructor' read Object's.
it('reads node types and heading levels of any JSON value', () => {
  const root = (children: unknown[]) => {
    const r = parseRichText({ content: { type: 'root', children } })
    if (!r.ok) throw new Error(r.reason)
    return (r.value.root as unknown as { children: Array<{ type: string }> }).children.map((c) => c.type)
  }
  expect(root([{ type: { toString: 0 }, children: [] }, { type: 'heading', level: { toString: 0 }, children: [] }])).toEqual(['paragraph', 'h1'])
  expect(root([{ type: 'heading', level: 'x', children: [] }, { type: 'heading', level: '2.7', children: [] }])).toEqual(['h1', 'h2'])
  expect(root([{ type: 'constructor', children: [] }])).toEqual(['paragraph'])
})

it('keeps no link that runs script: a url or a target of javascript: in any case or spacing opens nothing (a configured target says invalid url on tap, 000 §5)', () => {
  const linkOf = (node: object) => {
    const r = parseRichText({ content: { type: 'root', children: [{ type: 'link', children: [], ...node }] } })
    if (!r.ok) throw new Error(r.reason)
    return (r.value.root as unknown as { children: Array<{ redirects: unknown[] }> }).children[0].redirects
  }
  expect(linkOf({ url: ' JaVa\tScript:alert(1)' })).toEqual([])
  expect(linkOf({ redirects: [{ platform: 'm', path: 'data:text/html,x' }] })).toEqual([{ platform: 'm', refused: true }])
})

describe('rich text: edges the mutation run found untested (docs/testing.md)', () => {
  /** A paragraph nested `levels` deep under the root, its text at the bottom. */
  const nested = (levels: number) => {
    let node: Record<string, unknown> = { type: 'text', text: '底' }
    for (let i = 0; i < levels; i++) node = { type: 'paragraph', children: [node] }
    return { content: node }
  }

  it('a document 12 levels deep renders; 13 is refused as too big (MAX_DEPTH: a config nested without end never reaches the view)', () => {
    expect(parseRichText(nested(MAX_DEPTH)).ok).toBe(true)
    expect(parseRichText(nested(MAX_DEPTH + 1)).ok).toBe(false)
  })

  it('strikethrough is read from strikethrough, else from delete; a JSON text that does not parse is refused', () => {
    const marks = (text: Record<string, unknown>) => {
      const r = parseRichText({ content: { type: 'paragraph', children: [{ type: 'text', text: 'x', ...text }] } })
      if (!r.ok) throw new Error(r.reason)
      return (r.value.root as unknown as { children: Array<{ marks: { strikethrough: boolean } }> }).children[0].marks.strikethrough
    }
    expect([marks({ delete: true }), marks({ strikethrough: false, delete: true }), marks({})]).toEqual([true, false, false])
    expect(parseRichText({ content: '{"type":' }).ok).toBe(false)
    expect(parseRichText({ content: '{"type":"paragraph","children":[{"type":"text","text":"好"}]}' }).ok).toBe(true)
  })
})
