import { parseSlide } from './model'

describe('slide carousel (000 §9)', () => {
  it('autoplays every 2500 ms and loops', () => {
    const r = parseSlide({ resources: [{ redirect: { imageUrl: 'https://i.example/1.png', imageWidth: 750, imageHeight: 300, redirects: [{ platform: 'm', path: 'https://x.example' }] } }, { redirect: { imageUrl: 'bad' } }] })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value).toEqual({ slides: [{ image: 'https://i.example/1.png', redirects: [{ platform: 'm', path: 'https://x.example' }] }], aspectRatio: 2.5, autoplayMs: 2500, loop: true })
  })
  it('refuses a carousel without images', () => {
    expect(parseSlide({ resources: [] }).ok).toBe(false)
  })
})
