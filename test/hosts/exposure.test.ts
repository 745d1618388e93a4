/**
 * Exposure tracking in host emulation (issue 28 item 6): the page watches each block with the host's
 * intersection observer (started after the first screen), and a block sends one component_show, once
 * half of it is in view, batched with others, flushed when the page hides.
 */
import { EMULATOR_VISITOR_HEADER, EMULATOR_VISITOR_KEY } from '../../src/services/emulatorVisitor'
import { startEmulator, type RunningEmulator } from '../../server/app'
import products from '../../server/scenarios/products.json'
import { bootMiniProgram, MINI_TARGETS, type MiniProgramHarness, type MiniTarget } from './harness'

const PAGE = 'pages/campaign/index'
const COLLECT = '/analytics/collect'
const UUIDS = new Set(products.page.components.map((c) => c.uuid))

let emulator: RunningEmulator
let harness: MiniProgramHarness | undefined
beforeAll(async () => { emulator = await startEmulator({ port: 0 }) })
afterAll(async () => { await emulator?.close() })
afterEach(() => { harness?.dispose(); harness = undefined })

async function open (target: MiniTarget): Promise<MiniProgramHarness> {
  harness = await bootMiniProgram({ target, gatewayOrigin: emulator.origin })
  await harness.openPage(PAGE, { activityId: 'products' })
  await harness.settle()
  await harness.advance(100)
  return harness
}

interface Collected { event: string, uuid?: string, activityId?: string, componentType?: string }

/** What the emulator's collector holds for this harness's visitor. */
async function collected (h: MiniProgramHarness): Promise<Collected[]> {
  // The QA build names its emulator visitor itself (a phone keeps no cookies): ask as that visitor.
  const res = await fetch(`${emulator.origin}/__emu/analytics`, { headers: { [EMULATOR_VISITOR_HEADER]: String(h.storage.get(EMULATOR_VISITOR_KEY)) } })
  return await res.json() as Collected[]
}
const shows = async (h: MiniProgramHarness) => (await collected(h)).filter((e) => e.event === 'component_show')
const posts = (h: MiniProgramHarness) => h.requests.filter((r) => new URL(r.url).pathname === COLLECT)
const slots = (h: MiniProgramHarness) => h.intersectionObservers().map((o) => o.selector).filter((s) => s.startsWith('#block-slot-'))

describe.each(MINI_TARGETS)('%s: exposure tracking', (target) => {
  test('each mounted block is watched by the host observer; nothing is sent until one is half in view', async () => {
    const h = await open(target)
    const watched = slots(h)
    expect(watched.length).toBeGreaterThan(2)
    expect(new Set(watched).size).toBe(watched.length)
    await h.intersect(watched[0], 0.3)
    await h.advance(1500)
    expect(await shows(h)).toEqual([])
  })

  test('a block half in view sends one component_show, never again in this page view', async () => {
    const h = await open(target)
    const [first] = slots(h)
    await h.intersect(first, 0.6)
    // Seen: its observer is gone, so scrolling past again cannot send it twice.
    expect(slots(h)).not.toContain(first)
    await h.advance(1500)
    const events = await shows(h)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ activityId: 'products' })
    expect(UUIDS.has(events[0].uuid as string)).toBe(true)
  })

  test('several blocks seen together leave in one POST', async () => {
    const h = await open(target)
    const watched = slots(h).slice(0, 3)
    const before = posts(h).length
    for (const selector of watched) await h.intersect(selector, 1)
    await h.advance(1500)
    const events = await shows(h)
    expect(events).toHaveLength(3)
    expect(new Set(events.map((e) => e.uuid)).size).toBe(3)
    expect(posts(h).length - before).toBe(1)
  })

  test('what is queued leaves when the page hides, without waiting', async () => {
    const h = await open(target)
    await h.intersect(slots(h)[0], 1)
    const before = posts(h).length
    h.appHide()
    await h.settle()
    expect(posts(h).length).toBe(before + 1)
    expect(await shows(h)).toHaveLength(1)
  })
})
