/**
 * The H5 page in WebKit as in Chromium: every scenario renders, and its main
 * taps work (the popup, tabs, sign-up through the emulator's login, a script
 * click target refused).
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { listScenarioIds, loadScenario } from '../../server/scenarios'
import { By, exists, find, openSession, setupWebKit, tap, waitForText, type Browser, type WebKit } from './support'

let webkit: WebKit
let browser: Browser | undefined
beforeAll(async () => { webkit = await setupWebKit() })
afterAll(async () => { await webkit?.close() })
afterEach(async () => { await browser?.quit().catch(() => undefined); browser = undefined })

async function open (query: string): Promise<Browser> {
  browser = await openSession(webkit, webkit.campaignUrl(query))
  await find(browser, '.campaign, .campaign-placeholder', 20_000)
  return browser
}

describe('every scenario renders in WebKit', () => {
  it.each(listScenarioIds())('%s', async (id) => {
    const scenario = loadScenario(id, webkit.emulator.origin)
    const b = await open(`activityId=${id}${scenario?.query ?? ''}`)
    const page = scenario?.page as { pageAttribute?: { title?: string } } | null | undefined
    if (await exists(b, '.campaign-placeholder')) {
      // Offline, forbidden, empty: a placeholder that says why.
      expect((await (await find(b, '.campaign-placeholder__text')).getText()).trim().length).toBeGreaterThan(2)
    } else {
      await b.wait(async () => (await b.findElements(By.css('.campaign > *'))).length > 0, 10_000)
      if (page?.pageAttribute?.title) expect(await b.getTitle()).toBe(page.pageAttribute.title)
    }
  })
})

describe('taps in WebKit', () => {
  it('basic: the popup closes, a tab switches its group', async () => {
    const b = await open('activityId=basic')
    await tap(b, await find(b, '.modal__close'))
    await find(b, '.modal--closed')
    // The tab block is in a later batch of blocks: wait for it to be mounted.
    await find(b, '.tab__item')
    const tab = (await b.findElements(By.css('.tab__item')))[1]
    await tap(b, tab)
    await b.wait(async () => ((await tab.getAttribute('class')) ?? '').includes('tab__item--active'), 5000)
  })

  it('sign-up through the login round trip: anonymous → login page → back with a ticket → signed up', async () => {
    const b = await open('activityId=basic')
    await tap(b, await find(b, '.modal__close'))
    await tap(b, await find(b, '.campaign-signup'))
    await (await find(b, '#login')).click()
    await find(b, '.campaign-signup', 20_000)
    expect(await b.getCurrentUrl()).not.toContain('ticket')
    await tap(b, await find(b, '.campaign-signup'))
    await waitForText(b, zhCN['signup.success'])
  })

  it('hostile: a script click target is refused, nothing runs, the title stays text', async () => {
    const b = await open('activityId=hostile')
    const before = await b.getCurrentUrl()
    await tap(b, await find(b, '.banner .ratio-image'))
    await waitForText(b, zhCN['error.invalidUrl'])
    expect(await b.getCurrentUrl()).toBe(before)
    expect(await b.executeScript('return window.__pwned')).toBeFalsy()
    expect(await b.getTitle()).toBe('<img src=x onerror="__pwned=1">安全自检')
  })
})
