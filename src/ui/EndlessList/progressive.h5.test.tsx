import { Text, View } from '@tarojs/components'
import { mount } from '../../../test/utils/mount'
import { PROGRESSIVE_CHUNK, useProgressive } from './progressive.h5'

function List ({ items, immediate }: { items: readonly string[], immediate: boolean }) {
  const shown = useProgressive(items, immediate)
  return <View className='list'>{shown.map((s) => <Text key={s} className='item'>{s}</Text>)}</View>
}

const drawn = () => document.querySelectorAll('.item').length
const CARDS = Array.from({ length: 20 }, (_, i) => `card-${i}`)

/** Every count of drawn items the document went through (each commit is a mutation batch of its own). */
function watchCounts (): number[] {
  const seen: number[] = []
  const note = () => { const n = drawn(); if (seen[seen.length - 1] !== n) seen.push(n) }
  new MutationObserver(note).observe(document.body, { childList: true, subtree: true })
  return seen
}
const frames = (n: number) => new Promise<void>((resolve) => {
  const step = (left: number) => { if (left === 0) setTimeout(resolve, 0); else requestAnimationFrame(() => step(left - 1)) }
  step(n)
})

describe('progressive drawing on H5 (issue 29: no long task caused by an append)', () => {
  it('an appended page of 20 draws 4 cards a frame: 4, 8, 12, 16, 20, in order', async () => {
    expect(PROGRESSIVE_CHUNK).toBe(4)
    const seen = watchCounts()
    await mount(List, { items: CARDS, immediate: false })
    await frames(8)
    expect(seen.filter((n) => n > 0)).toEqual([4, 8, 12, 16, 20])
    expect([...document.querySelectorAll('.item')].map((e) => e.textContent)).toEqual(CARDS)
  })

  it('the first page draws whole at once', async () => {
    const seen = watchCounts()
    await mount(List, { items: CARDS, immediate: true })
    await frames(2)
    expect(seen.filter((n) => n > 0)).toEqual([20])
  })

  it('a page shorter than a chunk is whole in the first frame', async () => {
    const seen = watchCounts()
    await mount(List, { items: CARDS.slice(0, 3), immediate: false })
    await frames(2)
    expect(seen.filter((n) => n > 0)).toEqual([3])
  })
})
