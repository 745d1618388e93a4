import { BOOT_BLOCKS_GLOBAL } from '@/firstScreen/contract'
import { firstScreenBlocks } from './BlockList'
import { BlockRegistry } from './registry'
import { MINI_PAGE_BATCHES, WEB_PAGE_BATCHES, firstBatchCount, nextBatchCount } from './batches'
import { PAGE_BATCHES, previewedBlocks } from './afterRender.h5'

describe('nextBatchCount', () => {
  const plan = { first: 4, step: 2 }
  test('the first render mounts the first batch, or every block of a shorter page', () => {
    expect(nextBatchCount(0, 13, plan)).toBe(4)
    expect(nextBatchCount(0, 3, plan)).toBe(3)
    expect(nextBatchCount(0, 0, plan)).toBe(0)
  })
  test('each later render adds one step, never past the end', () => {
    expect(nextBatchCount(4, 13, plan)).toBe(6)
    expect(nextBatchCount(12, 13, plan)).toBe(13)
    expect(nextBatchCount(13, 13, plan)).toBe(13)
  })
  test('a list that grew on refresh continues from where it is; a broken plan still moves forward', () => {
    expect(nextBatchCount(13, 16, plan)).toBe(15)
    expect(nextBatchCount(0, 5, { first: 0, step: 0 })).toBe(1)
    expect(nextBatchCount(1, 5, { first: 0, step: Number.NaN })).toBe(2)
    expect(nextBatchCount(3, Number.NaN, plan)).toBe(0)
  })
  test('the page plans: mini-programs four blocks first, two per setData after; H5 two first, one per frame after', () => {
    expect(MINI_PAGE_BATCHES).toEqual({ first: 4, step: 2 })
    expect(WEB_PAGE_BATCHES).toEqual({ first: 2, step: 1 })
    expect(PAGE_BATCHES).toBe(WEB_PAGE_BATCHES)
  })
})

describe('firstBatchCount: the first batch reaches every block the boot preview drew', () => {
  const web = { first: 2, step: 1 }
  it('the plan\'s first without a preview or with a shorter one; the preview\'s count when it drew more (navigation: header, icons, floor bar, floor image)', () => {
    expect(firstBatchCount(web)).toBe(2)
    expect(firstBatchCount(web, 0)).toBe(2)
    expect(firstBatchCount(web, 1)).toBe(2)
    expect(firstBatchCount(web, 4)).toBe(4)
    expect(firstBatchCount(MINI_PAGE_BATCHES, 3)).toBe(4)
  })
  it('an odd count changes nothing; a broken plan still mounts one', () => {
    expect(firstBatchCount(web, Number.NaN)).toBe(2)
    expect(firstBatchCount(web, Infinity)).toBe(2)
    expect(firstBatchCount(web, -3)).toBe(2)
    expect(firstBatchCount(web, 3.7)).toBe(3)
    expect(firstBatchCount({ first: 0, step: 1 }, 0)).toBe(1)
  })
  it('is what nextBatchCount mounts first, never past the end; then one step at a time', () => {
    expect(nextBatchCount(0, 10, web, 4)).toBe(4)
    expect(nextBatchCount(0, 3, web, 4)).toBe(3)
    expect(nextBatchCount(2, 10, web, 4)).toBe(4)
    expect(nextBatchCount(4, 10, web, 4)).toBe(5)
  })
  it('H5 reads the count index.html left: a positive number only', () => {
    const global = window as unknown as Record<string, unknown>
    try {
      delete global[BOOT_BLOCKS_GLOBAL]
      expect(previewedBlocks()).toBe(0)
      for (const odd of ['4', Number.NaN, -1, null, {}]) {
        global[BOOT_BLOCKS_GLOBAL] = odd
        expect([odd, previewedBlocks()]).toEqual([odd, 0])
      }
      global[BOOT_BLOCKS_GLOBAL] = 4
      expect(previewedBlocks()).toBe(4)
    } finally {
      delete global[BOOT_BLOCKS_GLOBAL]
    }
  })
})

describe('the first screen\'s blocks (firstScreenBlocks)', () => {
  // The kinds the blocks' meta.ts declare floating (blocks/kinds.ts FLOATING_KINDS), as the registry is handed them.
  const registry = new BlockRegistry({}, undefined, new Set(['modal', 'backTop', 'suspendIcon', 'bottomNav']))
  const block = (uuid: string, kind: string) => ({ id: uuid, uuid, type: kind, data: { [kind]: { contents: [{}] } } })
  it('are the floating blocks wherever listed, and the first batch of the stacked ones', () => {
    const list = [block('a', 'modal'), block('b', 'banner'), block('c', 'slide'), block('d', 'tab'), block('e', 'backTop')]
    expect(firstScreenBlocks(list, { first: 2, step: 1 }, registry).map((c) => c.uuid)).toEqual(['a', 'e', 'b', 'c'])
  })
  it('on H5, as far as the boot preview drew (its blocks\' code is asked for at once)', () => {
    const list = [block('h', 'headerImage'), block('m', 'modal'), block('n', 'imageTextNav'), block('f', 'floorNav'), block('i', 'multiImage'), block('s', 'spacing')]
    const global = window as unknown as Record<string, unknown>
    try {
      global[BOOT_BLOCKS_GLOBAL] = 4
      expect(firstScreenBlocks(list, { first: 2, step: 1 }, registry).map((c) => c.uuid)).toEqual(['m', 'h', 'n', 'f', 'i'])
    } finally {
      delete global[BOOT_BLOCKS_GLOBAL]
    }
    expect(firstScreenBlocks(list, { first: 2, step: 1 }, registry).map((c) => c.uuid)).toEqual(['m', 'h', 'n'])
  })
})
