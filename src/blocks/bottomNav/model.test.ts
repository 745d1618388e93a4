import { t } from '@/i18n'
import { DEFAULT_HEIGHT, parseBottomNav } from './model'

const item = (name: string, extra: Record<string, unknown> = {}) => ({ defaultImageUrl: `https://img.example.cn/${name}.png`, activeImageUrl: `https://img.example.cn/${name}-on.png`, ...extra })

describe('bottom navigation config (001 §3, §9)', () => {
  it('"images scaled to width 375 divided by count": 4 items are 93.75 wide, as tall as the tallest configured image', () => {
    const r = parseBottomNav({ resources: [item('a', { imageWidth: 188, imageHeight: 100 }), item('b', { imageWidth: 188, imageHeight: 110 }), item('c'), item('d')] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.itemWidth).toBe(93.75)
    expect(r.value.height).toBeCloseTo(93.75 / (188 / 110))
    expect(r.value.items.map((i) => i.activeImage)).toEqual(['a', 'b', 'c', 'd'].map((n) => `https://img.example.cn/${n}-on.png`))
  })

  it('no sizes: the default height; items without an image dropped; at most 5', () => {
    const r = parseBottomNav({ resources: [item('a'), { title: 'no image' }, ...['b', 'c', 'd', 'e', 'f'].map((n) => item(n))] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.items).toHaveLength(5)
    expect(r.value.itemWidth).toBe(75)
    expect(r.value.height).toBe(DEFAULT_HEIGHT)
    expect(parseBottomNav({ resources: [{ title: 'x' }] })).toEqual({ ok: false, reason: t('config.bottomNav.noItems') })
  })
})
