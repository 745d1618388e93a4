import { act } from 'react'
import { mount } from '../../../test/utils/mount'
import { useRevealed } from './index.h5'

/** Records how many items each render shows. */
function List ({ total, seen }: { total: number, seen: number[] }) {
  seen.push(useRevealed(total, 3))
  return null
}

const aFrame = async () => { await act(async () => { await new Promise((resolve) => setTimeout(resolve, 50)) }) }

describe('useRevealed (H5)', () => {
  it('renders the first three of eight, then all eight a frame later', async () => {
    const seen: number[] = []
    await mount(List, { total: 8, seen })
    await aFrame()
    expect(seen[0]).toBe(3)
    expect(seen[seen.length - 1]).toBe(8)
    expect(new Set(seen)).toEqual(new Set([3, 8]))
  })

  it('renders a short list whole from the start', async () => {
    const seen: number[] = []
    await mount(List, { total: 2, seen })
    await aFrame()
    expect(new Set(seen)).toEqual(new Set([2]))
  })
})
