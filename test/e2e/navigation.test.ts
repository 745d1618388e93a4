import type { Page } from 'playwright-core'
import { loadScenario } from '../../server/scenarios'
import { zhCN } from '../../src/i18n/zh-CN'
import { solidPng } from '../utils/png'
import { setupE2E, screenshotOnFailure, scrollThrough, scrollToMount, settled, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

describe('navigation blocks on H5 (001 §2, §9)', () => {
  it('a floor tab scrolls its floor under the bar, which sticks; the active tab follows the scroll', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'navigation-floors', async () => {
      await page.goto(e2e.campaignUrl('activityId=navigation'))
      await page.locator('.floor-nav__tab').first().waitFor()
      // Positions are measured 1 s after the bar renders (001 §9): the page is busy until they are.
      await settled(page)
      await page.locator('.floor-nav__tab', { hasText: '回收' }).click()
      await page.locator('.floor-nav__inner--fixed').waitFor()
      await page.waitForFunction(() => {
        const floor = document.querySelector('[data-uuid="n-floor-recycle"]')?.getBoundingClientRect()
        const bar = document.querySelector('.floor-nav__inner')?.getBoundingClientRect()
        return !!floor && !!bar && Math.abs(floor.top - bar.bottom) < 4
      })
      await settled(page)
      await expect(page.locator('.floor-nav__tab--on').textContent()).resolves.toBe('回收')
    })
  })

  // On H5 Taro binds usePageScroll to window, which never scrolls here (the page element does): the bar reads
  // the page's scroll through renderer/usePageScrollTop.h5.ts. Before that, neither the tab nor the bar followed.
  it('the active tab and the stuck bar follow a scroll by hand', async () => {
    const { page } = await e2e.visitor()
    await page.goto(e2e.campaignUrl('activityId=navigation'))
    await page.locator('.floor-nav__tab').first().waitFor()
    await settled(page)
    await scrollToMount(page, '[data-uuid="n-floor-laptops"]')
    // A floor the page can bring under the bar (the last ones sit within the page's last screen). The page ends
    // where its reached blocks end: a scroll past that stops there, and the blocks below mount as it does.
    for (let i = 0; i < 10; i++) {
      const off = await page.evaluate(() => {
        const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
        const floor = document.querySelector('[data-uuid="n-floor-laptops"]') as HTMLElement
        el.scrollTop += floor.getBoundingClientRect().top - 30
        return floor.getBoundingClientRect().top - 30
      })
      if (Math.abs(off) < 1) break
      await settled(page)
    }
    await page.waitForFunction(() => document.querySelector('.floor-nav__tab--on')?.textContent === '笔记本', undefined, { timeout: 5000 })
    await page.evaluate(() => { const el = document.querySelector('.taro_page_show') ?? document.scrollingElement; if (el) el.scrollTop = 0 })
    await page.waitForFunction(() => !document.querySelector('.floor-nav__inner--fixed'), undefined, { timeout: 5000 })
  })

  it('the bottom bar covers neither the last block nor the back-to-top control; a floor item scrolls and turns active', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'navigation-bottom', async () => {
      await page.goto(e2e.campaignUrl('activityId=navigation'))
      await page.locator('.bottom-nav__item').first().waitFor()
      await scrollToMount(page, '[data-uuid="n-floor-rules"] .rich-text')
      // To the very end: blocks below mount as it scrolls (and images above may still grow), so scroll and measure
      // until the page is at its end with the same height twice running. (In-page code stays synchronous: babel's
      // async helpers do not exist in the page.)
      const measure = () => page.evaluate(() => {
        const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
        const box = (sel: string) => (document.querySelector(sel) as HTMLElement | null)?.getBoundingClientRect()
        return {
          bar: box('.bottom-nav')?.top ?? 0,
          rules: box('[data-uuid="n-floor-rules"]')?.bottom ?? Infinity,
          backTop: box('.back-top')?.bottom ?? Infinity,
          height: el.scrollHeight,
          atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 1
        }
      })
      let boxes = await measure()
      for (let round = 0, last = -1; round < 40; round++, last = boxes.height) {
        await page.evaluate(() => {
          const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
          el.scrollTop = el.scrollHeight
        })
        await settled(page)
        boxes = await measure()
        if (boxes.atEnd && boxes.height === last && boxes.backTop !== Infinity) break
      }
      expect(boxes.atEnd).toBe(true)
      expect(boxes.rules).toBeLessThanOrEqual(boxes.bar + 1)
      expect(boxes.backTop).toBeLessThanOrEqual(boxes.bar)
      await page.locator('.bottom-nav__item').nth(1).click()
      await page.waitForFunction(() => {
        const floor = document.querySelector('[data-uuid="n-floor-phones"]')?.getBoundingClientRect()
        return !!floor && Math.abs(floor.top) < 60
      })
      await expect(page.locator('.bottom-nav__item--on').count()).resolves.toBe(1)
      await expect(page.locator('.bottom-nav__item').nth(1).getAttribute('class')).resolves.toContain('bottom-nav__item--on')
      expect(zhCN['config.bottomNav.noItems']).toContain('底部导航')
    })
  })

  // 001 §2: more than 5 tabs scroll the bar sideways, the active tab brought into view. That must move the bar alone:
  // the element's scrollIntoView (Taro's H5 ScrollView scroll-into-view) scrolls every scrolling ancestor, and put
  // the page back near its top within 2 s of every scroll (900 → 0; a wheel scroll of 845 went 845 → 27 → 0).
  it.each([6, 8])('a bar of %i tabs: the page stays where it was scrolled, floor by floor, and the active tab follows, in view', async (count) => {
    const { page } = await e2e.visitor()
    const id = `fuzz-floor-nav-${count}`
    const titles = await floorNavPage(id, count)
    await screenshotOnFailure(page, `navigation-${count}-tabs`, async () => {
      await page.goto(e2e.campaignUrl(`activityId=${id}`))
      await page.locator('.floor-nav__tab').first().waitFor()
      await expect(page.locator('.floor-nav__tab').count()).resolves.toBe(count)
      await settled(page)
      // First as a visitor scrolls a freshly loaded page (the pull came then), then floor by floor once all is mounted.
      for (const target of [900, 1800, 2600]) await staysAt(target)
      // Every block reached once (each has its place on the page, mounted or a box of its height).
      await scrollThrough(page, async () => undefined)
      const floors = await floorTops(page)
      // The last floors sit within the page's last screen and cannot come under the bar: the page's end stands for them.
      expect(floors.length).toBeGreaterThanOrEqual(count - 2)
      for (const target of floors) await staysAt(target, floors)
      await staysAt(await page.evaluate(() => { const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement; return el.scrollHeight - el.clientHeight }))
    })

    async function staysAt (target: number, floors?: number[]) {
      const put = await scrollPage(page, target)
      // The bar reads the scroll 50 ms after it rests (001 §9) and then brings its tab into view; the pull began
      // within 250 ms of the scroll's end, and any scroll starts the quiet time again.
      await settled(page, { quietMs: 400 })
      const now = await page.evaluate(() => ((document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement).scrollTop)
      expect({ target, at: now }).toEqual({ target, at: put })
      const active = await activeTab(page)
      if (floors) expect({ target, active: active.title }).toEqual({ target, active: titles[floors.indexOf(target)] })
      expect({ target, inView: active.inView }).toEqual({ target, inView: true })
    }
  })
})

/** The navigation page with a floor bar of `count` tabs (extra floors copied from the first), served under `id`. */
async function floorNavPage (id: string, count: number): Promise<string[]> {
  interface Component { uuid: string, type: string, data: Record<string, { contents: Array<Record<string, unknown>> }> }
  const page = structuredClone(loadScenario('navigation', e2e.emulator.origin)!.page!) as { components: Component[] }
  const bar = page.components.find((c) => c.uuid === 'n-floors')!
  const resources = bar.data.floorNav.contents[0].resources as Array<{ title: string, targetFloorUuid: string }>
  const phones = page.components.find((c) => c.uuid === 'n-floor-phones')!
  const rules = page.components.findIndex((c) => c.uuid === 'n-floor-rules')
  // Before the rules, in tab order.
  for (let i = resources.length, at = rules; i < count; i++, at++) {
    const uuid = `n-floor-extra-${i}`
    page.components.splice(at, 0, { ...structuredClone(phones), uuid })
    resources.splice(resources.length - 1, 0, { title: `楼层${i}`, targetFloorUuid: uuid })
  }
  const res = await fetch(`${e2e.emulator.origin}/__emu/pages/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page }) })
  if (!res.ok) throw new Error(`emulator refused ${id}: ${await res.text()}`)
  return resources.map((r) => r.title)
}

/** Where each tab's floor begins, as a scroll position that brings it under the 44 px bar (page order = tab order). */
function floorTops (page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
    const base = el.getBoundingClientRect().top
    const bar = document.querySelector('.floor-nav__inner')!.getBoundingClientRect().height
    // A floor's block while mounted, else the box standing for it: each carries the floor's class (renderer/floors.ts).
    return Array.from(document.querySelectorAll('[class*="floor--n-floor-"]'))
      .filter((f) => !Array.from(f.classList).some((c) => c.startsWith('floor--n-floor-') && c.endsWith('-gap')))
      .map((f) => Math.round(f.getBoundingClientRect().top - base + el.scrollTop - bar + 8))
      .filter((top) => top <= el.scrollHeight - el.clientHeight)
  })
}

/** Scrolls the page as a visitor's finger would, and returns where it landed. */
function scrollPage (page: Page, top: number): Promise<number> {
  return page.evaluate((to) => {
    const el = (document.querySelector('.taro_page_show') ?? document.scrollingElement) as HTMLElement
    el.scrollTop = to
    return el.scrollTop
  }, top)
}

/** The active tab's title and whether the bar shows it whole. */
function activeTab (page: Page): Promise<{ title: string, inView: boolean }> {
  return page.evaluate(() => {
    const tab = document.querySelector('.floor-nav__tab--on')
    const bar = document.querySelector('.floor-nav__bar')
    if (!tab || !bar) return { title: '', inView: false }
    const t = tab.getBoundingClientRect()
    const b = bar.getBoundingClientRect()
    return { title: tab.textContent ?? '', inView: t.left >= b.left - 1 && t.right <= b.right + 1 }
  })
}

// Issue 51: on a page of 8 floors of one 750 × 1400 image each (700 px at 375), a visitor who scrolled so that
// the 4th floor's top was at the top of the screen saw the 3rd tab lit: the floors' positions were taken once
// (at 1 s, the page's block window still filling it) and not again while what lay above them changed.
describe('a page of 8 tall floors, scrolled by hand (001 §2, §9)', () => {
  const ID = 'fuzz-e2e-tall-floors'
  const FLOORS = Array.from({ length: 8 }, (_, i) => `tall-floor-${i + 1}`)
  const TITLES = FLOORS.map((_f, i) => `楼层${i + 1}`)

  beforeAll(async () => {
    const origin = e2e.emulator.origin
    const page = {
      id: 99_002,
      status: 'ONLINE',
      startDt: '2026-01-01 00:00:00',
      endDt: '2099-12-31 23:59:59',
      pageAttribute: { title: ID },
      components: [
        { id: 1, uuid: 'tall-header', type: 'headerImage', data: { headerImage: { contents: [{ imageUrl: `${origin}/assets/header-double11.jpg`, imageWidth: 750, imageHeight: 300 }] } } },
        { id: 2, uuid: 'tall-bar', type: 'floorNav', data: { floorNav: { contents: [{ resources: FLOORS.map((uuid, i) => ({ title: TITLES[i], targetFloorUuid: uuid })) }] } } },
        // No sizes in the config (as most configs): each floor takes its height when its image loads.
        ...FLOORS.map((uuid, i) => ({ id: 10 + i, uuid, type: 'multiImage', data: { multiImage: { contents: [{ configs: [{ imageUrl: `${origin}/tall-floor/${i}.png`, redirects: [] }] }] } } }))
      ]
    }
    const res = await fetch(`${origin}/__emu/pages/${ID}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page }) })
    expect(res.ok).toBe(true)
  })

  it('the lit tab is the floor at the top of the screen, at every floor, scrolled to with the wheel', async () => {
    const { page } = await e2e.visitor()
    await page.route('**/tall-floor/*.png', (route) => {
      const i = Number(/(\d+)\.png$/.exec(route.request().url())?.[1] ?? 0)
      return route.fulfill({ contentType: 'image/png', body: solidPng(750, 1400, [40 + i * 25, 120, 200 - i * 20]) })
    })
    await screenshotOnFailure(page, 'navigation-tall-floors', async () => {
      await page.goto(e2e.campaignUrl(`activityId=${ID}`))
      await page.locator('.floor-nav__tab').first().waitFor()
      await expect(page.locator('.floor-nav__tab').allTextContents()).resolves.toEqual(TITLES)
      await page.mouse.move(187, 500)
      for (const floor of [3, 1, 6, 4, 0, 7]) {
        // Wheel steps towards the floor's top (the page grows below as its blocks are reached), as a visitor
        // scrolls, until it is at the top of the screen or the page ends.
        for (let i = 0; i < 200; i++) {
          const left = await page.evaluate((uuid) => {
            const el = document.querySelector('.taro_page_show') as HTMLElement
            const floorEl = document.querySelector(`[data-uuid="${uuid}"]`) ?? document.querySelector(`.floor--${uuid}`)
            const top = floorEl ? floorEl.getBoundingClientRect().top : Infinity
            const atEnd = el.scrollTop + el.clientHeight >= el.scrollHeight - 1
            return Math.abs(top) < 1 || (top > 0 && atEnd) ? 0 : top
          }, FLOORS[floor])
          if (left === 0) break
          await page.mouse.wheel(0, Math.max(-300, Math.min(300, left === Infinity ? 300 : left)))
          await page.waitForTimeout(20)
        }
        await settled(page)
        const seen = await page.evaluate((uuids) => {
          const el = document.querySelector('.taro_page_show') as HTMLElement
          const bar = (document.querySelector('.floor-nav__inner') as HTMLElement).getBoundingClientRect().height
          // The floor at the bar's bottom edge: the last whose top is at or above it.
          const tops = uuids.map((uuid) => (document.querySelector(`[data-uuid="${uuid}"]`) ?? document.querySelector(`.floor--${uuid}`))?.getBoundingClientRect().top)
          const under = tops.reduce<number>((on, top, i) => (top !== undefined && top <= bar + 1 ? i : on), 0)
          return { under, lit: document.querySelector('.floor-nav__tab--on')?.textContent, scrollTop: Math.round(el.scrollTop) }
        }, FLOORS)
        expect({ floor, lit: seen.lit }).toEqual({ floor, lit: TITLES[seen.under] })
        // Each stop but the page's end puts the floor itself at the top.
        if (floor < 7) expect({ floor, under: seen.under }).toEqual({ floor, under: floor })
      }
    })
  }, 90_000)
})
