import { hitBox, parseHotImage, zoneBox } from './model'

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

describe('hot zones: a hit area of 44 × 44 at least (issue 53)', () => {
  const size = { width: 750, height: 400 }
  const zone = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, redirects: [] })

  it('a zone of 44 design px or more each way takes its taps on its own box', () => {
    expect(hitBox(zone(375, 100, 375, 200), size)).toEqual(zoneBox(zone(375, 100, 375, 200), size))
    // 88 image px are 44 design px on a 750 px image drawn 375 wide.
    expect(hitBox(zone(10, 10, 88, 88), size)).toEqual(zoneBox(zone(10, 10, 88, 88), size))
  })

  it('a smaller one grows about its centre to 44 each way, only on the side that is short', () => {
    expect(hitBox(zone(100, 100, 20, 200), size)).toEqual({ left: '8.8000%', top: '25.0000%', width: '11.7333%', height: '50.0000%' })
  })

  it('stays inside the image: at an edge it grows inwards; an image shorter than 44 is taken whole', () => {
    expect(hitBox(zone(740, 0, 10, 10), size)).toEqual({ left: '88.2667%', top: '0.0000%', width: '11.7333%', height: '22.0000%' })
    expect(hitBox(zone(0, 0, 10, 10), { width: 750, height: 50 })).toEqual({ left: '0.0000%', top: '0.0000%', width: '11.7333%', height: '100.0000%' })
  })
})
