/**
 * The page's block window in host emulation (issue 42): a block that gave way and mounts again is as the
 * visitor left it (its store lives on in root.blocks, by uuid), and exposure reports each block once
 * however often it gives way and comes back. The audits' figures while scrolling are audit.test.ts's.
 */
import { EMULATOR_VISITOR_HEADER, EMULATOR_VISITOR_KEY } from '../../src/services/emulatorVisitor'
import products from '../../server/scenarios/products.json'
import { MINI_TARGETS, type MiniProgramHarness, type MiniTarget } from './harness'
import { scenarioPage } from './scenarioPage'

/** Every stacked block 300 px high (a third of a phone's screen). */
const BLOCK_PX = 300
const PAGE_PX = products.page.components.length * BLOCK_PX
const measure = (selector: string) => (selector.startsWith('.window-slot-') ? { width: 375, height: BLOCK_PX } : undefined)

describe.each(MINI_TARGETS)('%s: blocks giving way and mounting again', (target: MiniTarget) => {
  const page = scenarioPage('products')

  async function open (): Promise<MiniProgramHarness> {
    const h = await page.open(target, undefined, { allowConsoleErrors: true, measure })
    h.pageHeight = PAGE_PX
    await h.advance(3000)
    return h
  }

  /** Scrolls a screen at a time to `to`, reading a second at each stop. */
  async function scrollTo (h: MiniProgramHarness, to: number, each?: () => Promise<void>): Promise<void> {
    const from = h.pageScrollTop()
    const stops = Math.ceil(Math.abs(to - from) / 700)
    for (let i = 1; i <= stops; i++) {
      await h.scrollPage(from + ((to - from) * i) / stops)
      await h.advance(1000)
      await each?.()
    }
  }

  test('the flash sale\'s chosen session is still chosen when it mounts again after giving way', async () => {
    const h = await open()
    const tabs = () => h.findByClass('yanxuan-seckill__tab')
    expect(tabs().length).toBeGreaterThan(1)
    await h.tapAndSettle(tabs()[1])
    const chosen = tabs()[1].text
    expect(h.findByClass('yanxuan-seckill__tab--on').map((n) => n.text)).toEqual([chosen])
    await scrollTo(h, PAGE_PX)
    // Gone from the tree: its slot stands empty at its height.
    expect(h.findByClass('yanxuan-seckill')).toHaveLength(0)
    await scrollTo(h, 0)
    expect(h.findByClass('yanxuan-seckill__tab--on').map((n) => n.text)).toEqual([chosen])
  }, 60_000)

  test('blocks that got shorter when an answer came, with no scroll, let the window mount what is now within reach', async () => {
    let px = BLOCK_PX
    const h = await page.open(target, undefined, { allowConsoleErrors: true, measure: (selector) => (selector.startsWith('.window-slot-') ? { width: 375, height: px } : undefined) })
    h.pageHeight = PAGE_PX
    await h.advance(3000)
    const reached = () => products.page.components.filter((c) => h.findByClass(`window-slot-${c.uuid}`).some((slot) => slot.children.length > 0)).length
    const before = reached()
    expect(before).toBeGreaterThan(0)
    expect(before).toBeLessThan(products.page.components.length)
    // The visitor comes back a minute later: the page's answer comes again, and its blocks are a fifth as high
    // (a host sends no event for it: only the answer tells the page its size may have changed).
    h.appHide()
    await h.advance(61_000)
    px = BLOCK_PX / 5
    h.appShow()
    await h.settle()
    await h.advance(1000)
    expect(h.pageScrollTop()).toBe(0)
    expect(reached()).toBeGreaterThan(before)
  }, 60_000)

  test('each block\'s exposure is reported once, scrolled top to bottom and back', async () => {
    const h = await open()
    const watched = () => h.intersectionObservers().map((o) => o.selector).filter((s) => s.startsWith('#block-slot-'))
    const seen = new Set<string>()
    // A visitor sees whatever is watched at each stop.
    const look = async () => {
      for (const selector of watched()) {
        seen.add(selector)
        await h.intersect(selector, 1)
      }
    }
    await look()
    await scrollTo(h, PAGE_PX, look)
    await scrollTo(h, 0, look)
    h.appHide()
    await h.settle()
    const res = await fetch(`${page.origin()}/__emu/analytics`, { headers: { [EMULATOR_VISITOR_HEADER]: String(h.storage.get(EMULATOR_VISITOR_KEY)) } })
    const shows = (await res.json() as Array<{ event: string, uuid?: string }>).filter((e) => e.event === 'component_show').map((e) => e.uuid)
    // Every stacked block was seen on the way (the window mounted each), and each sent once.
    expect(seen.size).toBeGreaterThan(20)
    expect(shows.length).toBe(new Set(shows).size)
    expect(new Set(shows).size).toBe(seen.size)
  }, 60_000)
})

// Issue 51: a host that answers no layout query (an empty list, or never) showed the first batch and nothing
// below it for as long as it ran. The page never hides what it could not measure: it mounts every block, step
// by step, as a host that measures 0 px does, and reports it once.
describe.each(MINI_TARGETS)('%s: a host that answers no layout query', (target: MiniTarget) => {
  const basic = scenarioPage('basic')

  /** The window slots holding their block now, by key. */
  const drawn = (h: MiniProgramHarness) => h.findByClass('block-window-slot').filter((slot) => slot.children.length > 0).map((slot) => /window-slot-(\S+)/.exec(slot.className)?.[1])

  test.each(['empty', 'never'] as const)('exec answering %s: every block of basic mounts, and it is reported once', async (answers) => {
    // What a host that lays out nothing (every box 0 px) draws: every block, as before the window.
    const zero = await basic.open(target, undefined, { allowConsoleErrors: true })
    await zero.advance(10_000)
    const every = drawn(zero)
    basic.dispose()
    expect(every.length).toBeGreaterThan(10)

    const h = await basic.open(target, undefined, { allowConsoleErrors: true, selectorAnswers: answers })
    await h.advance(10_000)
    expect(drawn(h)).toEqual(every)
    // The later blocks among them, by what they draw (the list: a hot zone, sign-up, tabs, recycle tiles, …).
    for (const cls of ['hot-image', 'campaign-signup', 'tab', 'recycle', 'multi-image', 'rich-text']) expect({ cls, found: h.findByClass(cls).length > 0 }).toEqual({ cls, found: true })
    h.appHide()
    await h.settle()
    const res = await fetch(`${basic.origin()}/__emu/analytics`, { headers: { [EMULATOR_VISITOR_HEADER]: String(h.storage.get(EMULATOR_VISITOR_KEY)) } })
    const reports = (await res.json() as Array<{ event: string, source?: string }>).filter((e) => e.event === 'error' && e.source === 'layout')
    expect(reports).toHaveLength(1)
  }, 60_000)
})
