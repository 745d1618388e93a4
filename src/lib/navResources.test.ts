import { parseNavResource, parseNavResources, MAX_NAV_ITEMS } from './navResources'

describe('navigation items (001 §3 "Navigation")', () => {
  it('reads title, redirect{imageUrl, redirects}, defaultImageUrl, activeImageUrl, targetFloorUuid', () => {
    expect(parseNavResource({
      title: '手机', redirect: { imageUrl: 'https://img.example.cn/p.png', imageWidth: 96, imageHeight: 96, redirects: [{ platform: 'm', path: 'https://m.example.cn/p' }] },
      activeImageUrl: 'https://img.example.cn/p-on.png', targetFloorUuid: 'floor-1'
    })).toEqual({
      title: '手机', image: 'https://img.example.cn/p.png', activeImage: 'https://img.example.cn/p-on.png', aspect: 1,
      redirects: [{ platform: 'm', path: 'https://m.example.cn/p' }], floor: 'floor-1'
    })
    expect(parseNavResource({ title: '首页', defaultImageUrl: 'https://img.example.cn/home.png' })?.image).toBe('https://img.example.cn/home.png')
  })

  it('drops items with neither title nor image, and unsafe images; at most 20', () => {
    expect(parseNavResource({ redirect: { imageUrl: 'javascript:alert(1)' } })).toBeUndefined()
    expect(parseNavResource(null)).toBeUndefined()
    expect(parseNavResources(Array.from({ length: 30 }, (_, i) => ({ title: `t${i}` })))).toHaveLength(MAX_NAV_ITEMS)
  })
})
