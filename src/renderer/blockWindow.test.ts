import { heightOf, jumpStep, mountedBlocks, topsOf, windowStep, type WindowBlock } from './blockWindow'

/** Ten blocks of 400 px, measured; a phone's viewport of 700 px; a screen's margin to mount, two to give way. */
const ten: WindowBlock[] = Array.from({ length: 10 }, () => ({ measured: 400, estimate: 300 }))
const base = { blocks: ten, viewport: 700, enter: 700, leave: 1400, mounted: new Set<number>() }

describe('the block window (issue 42)', () => {
  it('counts a measured height (0 for a block that draws nothing), else the estimate; nothing for a height that is not a positive number', () => {
    expect([heightOf({ measured: 420, estimate: 300 }), heightOf({ estimate: 300 }), heightOf({ measured: 0, estimate: 300 }), heightOf({ measured: NaN, estimate: 300 }), heightOf({ estimate: NaN }), heightOf({ estimate: -5 })]).toEqual([420, 300, 0, 300, 0, 0])
    expect(topsOf([{ estimate: 100 }, { measured: 50, estimate: 10 }, { estimate: 20 }])).toEqual([0, 100, 150])
  })

  it('mounts the blocks within a screen of the viewport: at the top, the first screen and the next', () => {
    // The viewport 0–700 and its margin to 1400: blocks 0–3 (tops 0, 400, 800, 1200).
    expect(mountedBlocks({ ...base, scrollTop: 0 })).toEqual([0, 1, 2, 3])
    // Scrolled to 2000: 1300–3400 → blocks 3 (1200–1600) to 8 (3200–3600).
    expect(mountedBlocks({ ...base, scrollTop: 2000 })).toEqual([3, 4, 5, 6, 7, 8])
  })

  it('keeps a mounted block until it is farther than `leave`, so a block at the edge does not come and go', () => {
    const mounted = new Set([0, 1, 2, 3])
    // Scrolled to 1500: block 0 (0–400) is 1100 px above: within leave (1400), kept; up to block 7 (2800–3200) enters (2200 + 700).
    expect(mountedBlocks({ ...base, scrollTop: 1500, mounted })).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    // Scrolled to 2000: block 0 is 1600 px above, beyond leave: it gives way; block 1 (1200 px) stays.
    expect(mountedBlocks({ ...base, scrollTop: 2000, mounted })).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('never lets a block that was never measured give way, and keeps pinned ones wherever they are', () => {
    const blocks = ten.map((b, i) => (i === 0 ? { estimate: 300 } : b))
    // Tops 0, 300, 700, … 3500. Scrolled to 2600 (mounting 1900–4000: blocks 4 to 9): block 0, unmeasured, stays;
    // block 1 (300–700), pinned (in a dialog flow), stays; block 2 (700–1100), mounted and measured, 1500 px above, gives way.
    expect(mountedBlocks({ ...base, blocks, scrollTop: 2600, mounted: new Set([0, 2]), pinned: new Set([1]) })).toEqual([0, 1, 4, 5, 6, 7, 8, 9])
    // Not mounted yet and unmeasured: it mounts only when near, like any block.
    expect(mountedBlocks({ ...base, blocks, scrollTop: 2500, mounted: new Set() })).not.toContain(0)
  })

  it('bounds what is mounted however long the page: 300 blocks, scrolled anywhere, a dozen at most', () => {
    const long: WindowBlock[] = Array.from({ length: 300 }, (_, i) => ({ measured: 200 + (i % 7) * 60, estimate: 300 }))
    let mounted = new Set<number>()
    let most = 0
    for (let scrollTop = 0; scrollTop < 100_000; scrollTop += 350) {
      mounted = new Set(mountedBlocks({ ...base, blocks: long, scrollTop, mounted }))
      most = Math.max(most, mounted.size)
    }
    expect(most).toBeLessThanOrEqual(16)
    expect(mounted.size).toBeGreaterThan(0)
  })

  it('steps towards the window a few blocks at a time, nearest the viewport first; gives way at once', () => {
    const blocks: WindowBlock[] = Array.from({ length: 10 }, () => ({ estimate: 400 }))
    expect(windowStep({ ...base, blocks, scrollTop: 0, mounted: new Set([0]) }, 2)).toEqual([0, 1, 2])
    expect(windowStep({ ...base, blocks, scrollTop: 0, mounted: new Set([0, 1, 2]) }, 2)).toEqual([0, 1, 2, 3])
    // Jumped to 2000 with 0–2 measured and mounted: 0 gives way (1600 px above), 1 and 2 stay (within 1400); of 3–8 the two
    // whose tops are nearest the viewport's middle (2350) come first: 6 (2400) and 5 (2000).
    const measured = blocks.map((b, i) => (i < 3 ? { measured: 400, estimate: 400 } : b))
    expect(windowStep({ ...base, blocks: measured, scrollTop: 2000, mounted: new Set([0, 1, 2]) }, 2)).toEqual([1, 2, 5, 6])
  })

  it('mounts every block when none takes any room (a host that measures nothing): the page as it was before the window', () => {
    const blocks: WindowBlock[] = Array.from({ length: 30 }, () => ({ estimate: 240 }))
    let mounted = new Set<number>()
    for (let pass = 0; pass < 20; pass++) {
      const next = windowStep({ ...base, blocks, scrollTop: 0, mounted }, 2)
      for (const i of next) blocks[i] = { measured: 0, estimate: 240 }
      mounted = new Set(next)
    }
    expect(mounted.size).toBe(30)
  })
})

describe('a jump to a floor further down (issue 42: lands on its top exactly)', () => {
  // A page of twelve blocks, only the first four measured (the visitor has not scrolled yet), mounted at the top.
  const twelve: WindowBlock[] = Array.from({ length: 12 }, (_, i) => (i < 4 ? { measured: 400, estimate: 240 } : { estimate: 240 }))
  const top = { blocks: twelve, viewport: 700, enter: 700, leave: 1400, scrollTop: 0 }

  it('mounts the never-measured blocks above the target a step at a time, in page order, with the target', () => {
    expect(jumpStep({ ...top, mounted: new Set([0, 1, 2, 3]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 10], ready: false })
  })

  it('waits while a block it mounted is not measured yet, then moves on; measured and far, those give way again', () => {
    // 4 and 5 mounted, not measured yet: nothing more this step.
    expect(jumpStep({ ...top, mounted: new Set([0, 1, 2, 3, 4, 5, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 10], ready: false })
    // 4–5 measured at 400 (tops 1600 and 2000: within two screens of the viewport at 0, they stay) as 6–7 mount.
    const blocks = twelve.map((b, i) => (i < 6 ? { measured: 400, estimate: 240 } : b))
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 2, 3, 4, 5, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 6, 7, 10], ready: false })
    // 6–7 measured (tops 2400 and 2800: beyond two screens): they give way again as 8–9 mount.
    const more = twelve.map((b, i) => (i < 8 ? { measured: 400, estimate: 240 } : b))
    expect(jumpStep({ ...top, blocks: more, mounted: new Set([0, 1, 2, 3, 4, 5, 6, 7, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 8, 9, 10], ready: false })
  })

  it('is ready once every block above the target was measured and the target is mounted (its top is then exact)', () => {
    const blocks = twelve.map((b, i) => (i < 10 ? { measured: 400, estimate: 240 } : b))
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 2, 3, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 10], ready: true })
    // The target not committed yet: not ready, though nothing is left to measure.
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 2, 3]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 10], ready: false })
    // A target in the first screen: ready at once.
    expect(jumpStep({ ...top, mounted: new Set([0, 1, 2, 3]) }, 2, 2).ready).toBe(true)
  })

  it('a target past the end is the last block', () => {
    const blocks = twelve.map((b) => ({ measured: 400, estimate: b.estimate }))
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 11]) }, 99, 2)).toEqual({ mounted: [0, 1, 2, 3, 11], ready: true })
  })
})
