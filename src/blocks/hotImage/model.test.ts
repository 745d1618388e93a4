import { parseHotImage, zoneBox } from './model'

describe('hot-zone image (000 §2, §3)', () => {
  const raw = { img: { url: 'https://i.example/hot.png', width: 750, height: 400 }, configs: [
    { top: 100, left: 375, width: 375, height: 200, redirects: [{ platform: 'm', path: 'https://x.example' }] },
    { top: 0, left: 0, width: 0, height: 10 }
  ] }

  it('keeps the rectangles, dropping empty ones', () => {
    const r = parseHotImage(raw)
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.size).toEqual({ width: 750, height: 400 })
    expect(r.value.zones).toHaveLength(1)
  })

  it('scales each rectangle with the image as percentages, clipped to it', () => {
    expect(zoneBox({ top: 100, left: 375, width: 375, height: 200, redirects: [] }, { width: 750, height: 400 }))
      .toEqual({ top: '25.0000%', left: '50.0000%', width: '50.0000%', height: '50.0000%' })
    expect(zoneBox({ top: 350, left: 700, width: 200, height: 200, redirects: [] }, { width: 750, height: 400 }))
      .toEqual({ top: '87.5000%', left: '93.3333%', width: '6.6667%', height: '12.5000%' })
  })

  it('bounds the configured size\'s ratio (lib/config, 1/20 to 20): 1e-300 × 1e308 reserves at most twenty widths, not millions of px', () => {
    const r = parseHotImage({ ...raw, img: { ...raw.img, width: 1e-300, height: 1e308 } })
    if (!r.ok) throw new Error(r.reason)
    expect(r.value.size!.height / r.value.size!.width).toBeCloseTo(20)
    const tall = parseHotImage({ ...raw, img: { ...raw.img, width: 750, height: 2147483648 } })
    if (!tall.ok) throw new Error(tall.reason)
    expect(tall.value.size).toEqual({ width: 750, height: 15000 })
  })

  it('refuses a hot image without an image', () => {
    expect(parseHotImage({ configs: [] }).ok).toBe(false)
  })
})

describe('hot zones: edges the mutation run found untested (docs/testing.md)', () => {
  const image = { url: 'https://i.example/hot.png', width: 750, height: 400 }
  const zones = (...configs: unknown[]) => { const r = parseHotImage({ img: image, configs }); if (!r.ok) throw new Error(r.reason); return r.value.zones }

  it('a zone needs its top, its left and a width and height above 0: a missing or non-positive one drops only that zone', () => {
    const ok = { top: 0, left: 0, width: 10, height: 10 }
    expect(zones(ok)).toHaveLength(1)
    for (const bad of [{ ...ok, top: undefined }, { ...ok, left: undefined }, { ...ok, width: 0 }, { ...ok, height: 0 }, { ...ok, width: -5 }, { ...ok, height: -5 }, { ...ok, width: 'wide' }]) {
      expect(zones(bad, ok)).toHaveLength(1)
    }
    expect(zones(ok, null, 7, { ...ok, top: 5 }).map((z) => z.top)).toEqual([0, 5])
  })
})
