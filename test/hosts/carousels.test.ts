/**
 * The carousels as each host's swiper gets them (the attributes its template binds, read from the node's
 * data): when they loop, autoplay, and how fast (000 §9: the slide carousel autoplays every 2500 ms,
 * looping; 001 §9: speed 500 ms, autoplay 2 s (2.3 s for card slides), the 1-3.2 strip loops above 3 items,
 * the small banner at 4 or more). Unit tests read the models; this reads what reaches the host: a
 * Carousel that dropped `circular` on its way to the swiper passed every other layer (issue 39).
 */
import { MINI_TARGETS, type HostNode, type MiniProgramHarness, type MiniTarget } from './harness'
import { scenarioPage } from './scenarioPage'



const scenario = scenarioPage('basic')
async function open (target: MiniTarget, activityId: string): Promise<MiniProgramHarness> {
  // CAROUSELS_DIST=.tmp/x-{target}: a build elsewhere (a scratch build with a defect, to see this test fail).
  const distDir = process.env.CAROUSELS_DIST?.replace('{target}', target)
  const h = await scenario.open(target, undefined, { activityId, distDir })
  await h.advance(3000)
  return h
}

/** The swiper inside the block of this uuid, as the host's template binds its attributes. */
function swiperOf (h: MiniProgramHarness, uuid: string) {
  const inBlock = (n: HostNode): boolean => {
    for (let p: HostNode | undefined = n; p; p = p.parent) if (p.className.split(/\s+/).some((c) => c === `floor--${uuid}`)) return true
    return false
  }
  const swipers = h.find((n) => n.tag === 'swiper' && inBlock(n))
  expect(swipers).toHaveLength(1)
  const s = swipers[0]
  const flag = (name: string) => h.attr(s, name) === true
  return { circular: flag('circular'), autoplay: flag('autoplay'), interval: Number(h.attr(s, 'interval')), duration: Number(h.attr(s, 'duration')) }
}

describe.each(MINI_TARGETS)('%s: carousels loop and turn as the spec says', (target) => {
  test('000 §9: the slide carousel autoplays every 2500 ms and loops', async () => {
    const h = await open(target, 'basic')
    expect(swiperOf(h, 'c-slide')).toEqual({ circular: true, autoplay: true, interval: 2500, duration: 500 })
  })

  test('001 §9: the big banner (3 cards) and the small one (4: loops at 4 or more) turn every 2 s at 500 ms; the 1-3.2 strip loops above 3 items, card slides every 2.3 s', async () => {
    const h = await open(target, 'products')
    expect(swiperOf(h, 'p-banner-big')).toEqual({ circular: true, autoplay: true, interval: 2000, duration: 500 })
    expect(swiperOf(h, 'p-banner-small')).toMatchObject({ circular: true, duration: 500 })
    expect(swiperOf(h, 'p-card-1x3-2')).toMatchObject({ circular: true, duration: 500 })
    expect(swiperOf(h, 'p-card-3x2')).toMatchObject({ interval: 2300, duration: 500 })
  })
})
