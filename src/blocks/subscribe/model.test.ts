import { bannerImage, parseSubscribe } from './model'

describe('subscribe reminder config (002 §2)', () => {
  it('needs an image and the subscribe page\'s scene (45, 44 or 101) and templateIds', () => {
    expect(parseSubscribe({ scene: 45, templateIds: ['t'] })).toEqual({ ok: false, reason: '缺少订阅提醒图片 imageUrl' })
    expect(parseSubscribe({ imageUrl: 'https://img.example/s.png', scene: 40, templateIds: ['t'] })).toEqual({ ok: false, reason: '订阅提醒需要 scene（45、44 或 101）和 templateIds' })
    const ok = parseSubscribe({ imgUrl: 'https://img.example/s.png', scene: '44', templateIds: ['t'], activityCode: 'CB-1', businessId: 'b', pageCode: 'p', imageWidth: 750, imageHeight: 200 })
    expect(ok).toEqual({ ok: true, value: { image: 'https://img.example/s.png', subscribedImage: undefined, aspectRatio: 3.75, target: { scene: 44, templateIds: ['t'], activityCode: 'CB-1', sceneId: undefined, businessId: 'b', pageCode: 'p' } } })
  })

  it('a script URL is no image', () => {
    expect(parseSubscribe({ imageUrl: 'javascript:alert(1)', scene: 45, templateIds: ['t'] }).ok).toBe(false)
  })

  it('the subscribed image once subscribed, when configured', () => {
    const parsed = parseSubscribe({ imageUrl: 'https://img.example/a.png', subscribedImageUrl: 'https://img.example/b.png', scene: 45, templateIds: ['t'] })
    if (!parsed.ok) throw new Error(parsed.reason)
    expect([undefined, false, true].map((s) => bannerImage(parsed.value, s))).toEqual(['https://img.example/a.png', 'https://img.example/a.png', 'https://img.example/b.png'])
  })
})
