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

  it('steps towards the window a few blocks at a time; gives way at once', () => {
    const blocks: WindowBlock[] = Array.from({ length: 10 }, () => ({ estimate: 400 }))
    expect(windowStep({ ...base, blocks, scrollTop: 0, mounted: new Set([0]) }, 2)).toEqual([0, 1, 2])
    expect(windowStep({ ...base, blocks, scrollTop: 0, mounted: new Set([0, 1, 2]) }, 2)).toEqual([0, 1, 2, 3])
    // At 2000 with 0–2 measured and mounted: 0 gives way (1600 px above), 1 and 2 stay (within 1400); 3–8 were never
    // measured (no room on the page yet): they come in page order, 3 and 4 first, so none lands above one drawn.
    const measured = blocks.map((b, i) => (i < 3 ? { measured: 400, estimate: 400 } : b))
    expect(windowStep({ ...base, blocks: measured, scrollTop: 2000, mounted: new Set([0, 1, 2]) }, 2)).toEqual([1, 2, 3, 4])
  })

  it('fills the boxes of blocks that gave way nearest the viewport first (scrolling back up), before a never-measured block farther off', () => {
    // Twelve blocks of 400 px, 0–9 measured; scrolled back to 1200 (viewport 1200–1900, mounting 500–2600): blocks 1–6 are
    // in the window. 4 and 5 are mounted; 1, 2, 3 and 6 gave way (boxes). From the middle (1550) the tops of 3 (1200) and
    // 2 (800) are nearer than 6's (2400) and 1's (400): 3 and 2 first.
    const blocks: WindowBlock[] = Array.from({ length: 12 }, (_, i) => (i < 10 ? { measured: 400, estimate: 300 } : { estimate: 300 }))
    expect(windowStep({ ...base, blocks, scrollTop: 1200, mounted: new Set([4, 5]) }, 2)).toEqual([2, 3, 4, 5])
  })

  it('never mounts a never-measured block before one above it that was never measured either (in one step, both)', () => {
    // Block 0 mounted and measured at 100 px; 1–9 never measured (estimated 100): 1–8 are within the window. A step of 1
    // takes 1, then 2, whatever the middle.
    const blocks: WindowBlock[] = Array.from({ length: 10 }, (_, i) => (i === 0 ? { measured: 100, estimate: 100 } : { estimate: 100 }))
    expect(windowStep({ ...base, blocks, scrollTop: 0, mounted: new Set([0]) }, 1)).toEqual([0, 1])
    expect(windowStep({ ...base, blocks, scrollTop: 0, mounted: new Set([0, 1]) }, 1)).toEqual([0, 1, 2])
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
  // A page of fourteen blocks, only the first four measured (the visitor has not scrolled yet), mounted at the top.
  const fourteen: WindowBlock[] = Array.from({ length: 14 }, (_, i) => (i < 4 ? { measured: 400, estimate: 240 } : { estimate: 240 }))
  const top = { blocks: fourteen, viewport: 700, enter: 700, leave: 1400, scrollTop: 0 }
  const measuredUpTo = (n: number) => fourteen.map((b, i) => (i < n ? { measured: 400, estimate: 240 } : b))

  it('mounts the never-measured blocks above the target a step at a time, in page order, with the target', () => {
    expect(jumpStep({ ...top, mounted: new Set([0, 1, 2, 3]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 10], ready: false })
  })

  it('waits while a block it mounted is not measured yet, then moves on; measured and far, those give way again', () => {
    // 4 and 5 mounted, not measured yet: nothing more this step.
    expect(jumpStep({ ...top, mounted: new Set([0, 1, 2, 3, 4, 5, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 10], ready: false })
    // 4–5 measured at 400 (tops 1600 and 2000: within two screens of the viewport at 0, they stay) as 6–7 mount.
    expect(jumpStep({ ...top, blocks: measuredUpTo(6), mounted: new Set([0, 1, 2, 3, 4, 5, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 6, 7, 10], ready: false })
    // 6–7 measured (tops 2400 and 2800: beyond two screens): they give way again as 8–9 mount.
    expect(jumpStep({ ...top, blocks: measuredUpTo(8), mounted: new Set([0, 1, 2, 3, 4, 5, 6, 7, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 4, 5, 8, 9, 10], ready: false })
  })

  it('then mounts the blocks after the target that fill a screen below its top (the page must reach that far), and keeps them', () => {
    // 0–10 measured (400 each): below the target's top the viewport's 700 px take the target (400) and, as far as known,
    // blocks 11 and 12 (240 estimated each): both mount.
    const blocks = measuredUpTo(11)
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 2, 3, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 10, 11, 12], ready: false })
    // 11 measured at 400 (the target and it fill the screen): it stays mounted with the target; 12 is not needed.
    const after = measuredUpTo(12)
    expect(jumpStep({ ...top, blocks: after, mounted: new Set([0, 1, 2, 3, 10, 11]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 10, 11], ready: true })
    // A block after the target that draws nothing (0 px) does not fill the screen: the next ones (240 px estimated each:
    // 400 + 0 + 240 + 240 ≥ 700) are asked for too.
    const empty = measuredUpTo(14).map((b, i) => (i === 11 ? { measured: 0, estimate: 240 } : i > 11 ? { estimate: 240 } : b))
    expect(jumpStep({ ...top, blocks: empty, mounted: new Set([0, 1, 2, 3, 10, 11]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 10, 11, 12, 13], ready: false })
  })

  it('is ready once every block above the target was measured and the target is mounted and measured (its top is then exact)', () => {
    const blocks = measuredUpTo(14)
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 2, 3, 10]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 10], ready: true })
    // The target not committed yet: not ready, though nothing is left to measure.
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 2, 3]) }, 10, 2)).toEqual({ mounted: [0, 1, 2, 3, 10], ready: false })
    // Committed, not measured yet: not ready either.
    expect(jumpStep({ ...top, blocks: measuredUpTo(10), mounted: new Set([0, 1, 2, 3, 10]) }, 10, 2).ready).toBe(false)
    // A target in the first screen, the page reaching a screen below it: ready at once.
    expect(jumpStep({ ...top, mounted: new Set([0, 1, 2, 3]) }, 2, 2).ready).toBe(true)
  })

  it('mounts nothing near a viewport the jump\'s scroll passes through (it would come and go in a frame)', () => {
    // Mid-scroll at 2400 with every block measured: blocks 5–9 are near, none mounted; only what was mounted and stays, and the target.
    const blocks = measuredUpTo(14)
    expect(jumpStep({ ...top, blocks, scrollTop: 2400, mounted: new Set([3, 4, 10, 11]) }, 10, 2)).toEqual({ mounted: [3, 4, 10, 11], ready: true })
  })

  it('a target past the end is the last block', () => {
    const blocks = measuredUpTo(14)
    expect(jumpStep({ ...top, blocks, mounted: new Set([0, 1, 13]) }, 99, 2)).toEqual({ mounted: [0, 1, 13], ready: true })
  })
})
