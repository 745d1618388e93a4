import { recordingHttp as http } from '../../test/utils/recordingHttp'
import { createStoresService } from './stores'

const shop = { id: 1101, name: '爱回收·上海来福士店', address: '上海市黄浦区西藏中路268号来福士广场B1层', businessStatus: 1, latitude: 31.2323, longitude: 121.4758, distance: 812 }

describe('stores service (the store-list call, not shown in 002 §7: docs/decisions.md)', () => {
  it('POSTs under /campaign-center/api: the chosen shopIds win over the filters; the location only when both coordinates are known', async () => {
    const { client, calls } = http([shop])
    const s = createStoresService(client)
    await s.list({ shopIds: ['1101', '1102'], shopTags: ['以旧换新'], cityId: 2, latitude: 31.23, longitude: 121.47, size: 3 })
    await s.list({ shopTags: ['以旧换新'], shopTypes: [8, 21], shopServices: ['3'], cityId: 2, latitude: 31.23, size: 2 })
    expect(calls.map((c) => [c.method ?? 'POST', c.path, c.data])).toEqual([
      ['POST', '/campaign-center/api/shop/nearby-list', { shopIds: ['1101', '1102'], cityId: 2, latitude: 31.23, longitude: 121.47, size: 3 }],
      ['POST', '/campaign-center/api/shop/nearby-list', { shopTags: ['以旧换新'], shopTypes: [8, 21], shopServices: ['3'], cityId: 2, size: 2 }]
    ])
  })

  it('reads an array or { list | shops }; a shop without a name or id is dropped, the others kept; numeric text is read', async () => {
    const answer = { shops: [shop, { id: 2, name: '' }, { name: '无编号门店' }, { ...shop, id: '1102', distance: '2450.5', shopImages: [{ url: 'https://img.example/a.jpg' }, 'https://img.example/b.jpg'], tags: [{ name: '免费停车' }, '以旧换新'], frontCategoryIds: '6,8,x' }] }
    const list = await createStoresService(http(answer).client).list({ size: 3 })
    expect(list.map((s) => s.id)).toEqual(['1101', '1102'])
    expect(list[1]).toMatchObject({ distance: 2450.5, shopImages: ['https://img.example/a.jpg', 'https://img.example/b.jpg'], tags: ['免费停车', '以旧换新'], frontCategoryIds: [6, 8] })
    await expect(createStoresService(http({ list: [shop] }).client).list({ size: 3 })).resolves.toHaveLength(1)
    await expect(createStoresService(http(null).client).list({ size: 3 })).resolves.toEqual([])
  })
})
