import { firstScreenBlocks } from './BlockList'
import { MINI_PAGE_BATCHES, WEB_PAGE_BATCHES, nextBatchCount } from './batches'
import { PAGE_BATCHES } from './afterRender.h5'

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

describe('the first screen\'s blocks (firstScreenBlocks)', () => {
  const block = (uuid: string, kind: string) => ({ id: uuid, uuid, type: kind, data: { [kind]: { contents: [{}] } } })
  it('are the floating blocks wherever listed, and the first batch of the stacked ones', () => {
    const list = [block('a', 'modal'), block('b', 'banner'), block('c', 'slide'), block('d', 'tab'), block('e', 'backTop')]
    expect(firstScreenBlocks(list, { first: 2, step: 1 }).map((c) => c.uuid)).toEqual(['a', 'e', 'b', 'c'])
  })
})
