import { ExposureLog, exposureThreshold, heightOf, isExposed } from './exposure'

describe('when a block counts as seen (issue 28: at least half of it visible)', () => {
  const viewport = 812

  it('counts half a block on screen, not less', () => {
    expect(isExposed({ ratio: 0.5, height: 300, visibleHeight: 150, viewport })).toBe(true)
    expect(isExposed({ ratio: 0.4999, height: 300, visibleHeight: 150, viewport })).toBe(true)
    expect(isExposed({ ratio: 0.45, height: 300, visibleHeight: 135, viewport })).toBe(false)
    // Hosts that leave the rectangles out (the ratio alone decides).
    expect(isExposed({ ratio: 0.6 })).toBe(true)
    expect(isExposed({ ratio: 0.3 })).toBe(false)
  })

  it('never counts a box of no size (a block that rendered nothing, a closed popup\'s anchor), though hosts call it fully visible', () => {
    expect(isExposed({ ratio: 1, height: 0, visibleHeight: 0, viewport })).toBe(false)
  })

  it('counts a block taller than two screens once it covers half the screen', () => {
    const height = 3 * viewport
    expect(isExposed({ ratio: 400 / height, height, visibleHeight: 400, viewport })).toBe(false)
    expect(isExposed({ ratio: 406 / height, height, visibleHeight: 406, viewport })).toBe(true)
    // A block of 1.5 screens can reach half: the screen rule is not for it.
    expect(isExposed({ ratio: 0.4, height: 1.5 * viewport, visibleHeight: 0.6 * viewport, viewport })).toBe(false)
  })

  it('observes a tall block at the ratio where it covers half the screen, any other at one half', () => {
    expect(exposureThreshold(300, viewport)).toBe(0.5)
    expect(exposureThreshold(2 * viewport, viewport)).toBe(0.5)
    expect(exposureThreshold(4 * viewport, viewport)).toBeCloseTo(0.125)
  })

  it('reads heights as the hosts give them', () => {
    expect(heightOf({ height: 20 })).toBe(20)
    expect(heightOf({ top: 10, bottom: 822 })).toBe(812)
    expect(heightOf({})).toBeUndefined()
    expect(heightOf(undefined)).toBeUndefined()
  })
})

describe('one page view\'s exposures', () => {
  it('queues each uuid once, with the activity id and the component type', () => {
    const queue = jest.fn()
    const log = new ExposureLog({ queue }, () => 'a1')
    expect(log.seen({ uuid: 'u1', type: 'banner' })).toBe(true)
    expect(log.seen({ uuid: 'u1', type: 'banner' })).toBe(false)
    expect(log.seen({ uuid: 'u2', type: 'slide' })).toBe(true)
    expect(log.has('u1')).toBe(true)
    expect(queue.mock.calls.map(([event]) => event)).toEqual([
      { event: 'component_show', activityId: 'a1', componentType: 'banner', uuid: 'u1' },
      { event: 'component_show', activityId: 'a1', componentType: 'slide', uuid: 'u2' }
    ])
  })

  it('a new page view (a new log) sends again', () => {
    const queue = jest.fn()
    new ExposureLog({ queue }, () => 'a1').seen({ uuid: 'u1', type: 'banner' })
    new ExposureLog({ queue }, () => 'a1').seen({ uuid: 'u1', type: 'banner' })
    expect(queue).toHaveBeenCalledTimes(2)
  })
})
