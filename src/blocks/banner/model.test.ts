import { parseBanner } from './model'

describe('banner model (000 §2, §3)', () => {
  it('shows the image with its click targets', () => {
    const r = parseBanner({ imageUrl: 'https://img.example/b.png', redirects: [{ platform: 'm', path: 'https://x.example' }, 'junk'] })
    expect(r).toEqual({ ok: true, value: { image: 'https://img.example/b.png', aspectRatio: undefined, redirects: [{ platform: 'm', path: 'https://x.example' }], bullets: undefined } })
  })

  it('prefers the animated image when there is one', () => {
    const r = parseBanner({ imageUrl: 'https://img.example/b.png', gifImage: 'https://img.example/b.gif' })
    expect(r.ok && r.value.image).toBe('https://img.example/b.gif')
  })

  it('reserves space from configured sizes', () => {
    const r = parseBanner({ imageUrl: 'https://img.example/b.png', imageWidth: 750, imageHeight: 300 })
    expect(r.ok && r.value.aspectRatio).toBe(2.5)
  })

  it('shows the bullet strip only when switched on, heaviest text first, at the configured position', () => {
    const bullets = [{ text: '轻', weight: 1 }, { text: '重', weight: 9 }, { text: '' }, { text: '中', weight: 5 }]
    const on = parseBanner({ imageUrl: 'https://i.example/a.png', bulletSwitch: true, bulletLocation: 'TOP', bulletTextColor: '#fff', bulletBackgroundColor: 'rgba(0,0,0,.4)', bullets })
    expect(on.ok && on.value.bullets).toEqual({ texts: ['重', '中', '轻'], location: 'top', textColor: '#fff', backgroundColor: 'rgba(0,0,0,.4)' })
    const off = parseBanner({ imageUrl: 'https://i.example/a.png', bulletSwitch: false, bullets })
    expect(off.ok && off.value.bullets).toBeUndefined()
  })

  it('refuses a banner without an image, and unsafe image URLs', () => {
    expect(parseBanner({})).toEqual({ ok: false, reason: '缺少图片 imageUrl' })
    expect(parseBanner({ imageUrl: 'javascript:alert(1)' }).ok).toBe(false)
    expect(parseBanner('nope')).toEqual({ ok: false, reason: '配置不是对象' })
  })
})

// Found by parse.property.test.ts: String() of this JSON threw 'Cannot convert object to primitive value'.
it('reads a bulletLocation of any JSON value: {"toString":1} is the bottom, " top " the top', () => {
  const base = { imageUrl: 'https://i.example/a.png', bulletSwitch: true, bullets: [{ text: 'a' }] }
  const odd = parseBanner({ ...base, bulletLocation: { toString: 1 } })
  expect(odd.ok && odd.value.bullets?.location).toBe('bottom')
  const top = parseBanner({ ...base, bulletLocation: ' top ' })
  expect(top.ok && top.value.bullets?.location).toBe('top')
})
