import type { HostNode } from './tree'
import { stackedLayout } from './stackedLayout'

/** A window slot node: mounted (a child) or standing empty at `box` px (with its floor class then). */
function slot (key: string, state: 'mounted' | number | 'unreached'): HostNode {
  const box = typeof state === 'number'
  return {
    className: `block-window-slot window-slot-${key}${box ? ` floor--${key}` : ''}`,
    style: box ? `height:${state}px;` : '',
    children: state === 'mounted' ? [{} as HostNode] : []
  } as HostNode
}

describe('stackedLayout: the campaign page laid out from its tree', () => {
  it('stacks the slots in tree order: a mounted block its height, a box its style\'s, a slot not reached 0; the page their sum', () => {
    const nodes = [slot('a', 'mounted'), slot('b', 500), slot('c', 'unreached'), slot('d', 'mounted')]
    const layout = stackedLayout(() => nodes, (key) => ({ a: 100, d: 300 } as Record<string, number>)[key] ?? 0, { top: 20 })
    expect(layout.measure('.window-slot-a')).toEqual({ width: 375, height: 100, top: 20 })
    expect(layout.measure('.window-slot-b')).toEqual({ width: 375, height: 500, top: 120 })
    expect(layout.measure('.window-slot-d')).toEqual({ width: 375, height: 300, top: 620 })
    expect(layout.pageHeight()).toBe(920)
    // A floor: a mounted block's, or a box's; a slot standing empty without a box has none; anything else is a zero box.
    expect(layout.measure('.floor--b')).toEqual({ width: 375, height: 500, top: 120 })
    expect(layout.measure('.floor--c')).toBeNull()
    expect(layout.measure('.floor--zzz')).toBeNull()
    expect(layout.measure('.something-else')).toBeUndefined()
  })

  it('follows the tree as it is now', () => {
    const nodes = [slot('a', 'mounted'), slot('b', 'unreached')]
    const layout = stackedLayout(() => nodes, () => 200)
    expect(layout.measure('.window-slot-b')).toEqual({ width: 375, height: 0, top: 200 })
    nodes[0] = slot('a', 200)
    nodes[1] = slot('b', 'mounted')
    expect(layout.pageHeight()).toBe(400)
  })
})
