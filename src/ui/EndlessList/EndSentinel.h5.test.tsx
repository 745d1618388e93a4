import { act, useState } from 'react'
import { mount } from '../../../test/utils/mount'
import { EndSentinel } from './EndSentinel.h5'

/** The list above the end: `draw(n)` draws n pages. */
let draw: (pages: number) => void = () => undefined
function List ({ drawn, onChange }: { drawn: number, onChange: (visible: boolean, drawn: number) => void }) {
  const [pages, setPages] = useState(drawn)
  draw = setPages
  return <EndSentinel nearPx={10} drawn={pages} onChange={onChange} />
}

/** A fake IntersectionObserver: the test says when each observer's sighting arrives. */
class FakeObserver {
  static all: FakeObserver[] = []
  disconnected = false
  constructor (readonly cb: IntersectionObserverCallback, readonly options: IntersectionObserverInit = {}) { FakeObserver.all.push(this) }
  observe () {}
  unobserve () {}
  // A real disconnect may leave a sighting already queued: this one does, and the sentinel must ignore it.
  disconnect () { this.disconnected = true }
  report (isIntersecting: boolean) {
    act(() => { this.cb([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver) })
  }
}

beforeEach(() => {
  FakeObserver.all = []
  ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver
})
afterEach(() => { delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver })

describe('an endless list\'s end on H5', () => {
  it('observes 10 px below the viewport and reports each sighting with the pages drawn', async () => {
    const onChange = jest.fn()
    await mount(List, { drawn: 1, onChange })
    expect(FakeObserver.all).toHaveLength(1)
    expect(FakeObserver.all[0].options.rootMargin).toBe('0px 0px 10px 0px')
    FakeObserver.all[0].report(true)
    FakeObserver.all[0].report(false)
    expect(onChange.mock.calls).toEqual([[true, 1], [false, 1]])
  })

  it('a sighting measured before the next page was drawn says nothing; the new draw\'s observer reports', async () => {
    const onChange = jest.fn()
    await mount(List, { drawn: 0, onChange })
    const emptied = FakeObserver.all[0]
    act(() => { draw(1) })
    expect(emptied.disconnected).toBe(true)
    expect(FakeObserver.all).toHaveLength(2)
    // The sighting of the emptied list, delivered late.
    emptied.report(true)
    expect(onChange).not.toHaveBeenCalled()
    // Measured after the page was drawn: the end is out of reach.
    FakeObserver.all[1].report(false)
    expect(onChange.mock.calls).toEqual([[false, 1]])
  })

  it('without an IntersectionObserver the end counts as in reach (the list still loads)', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    const onChange = jest.fn()
    await mount(List, { drawn: 2, onChange })
    expect(onChange.mock.calls).toEqual([[true, 2]])
  })
})
