/**
 * The H5 page in WebKit as in Chromium: every scenario shows what its file
 * says (its first blocks, or its placeholder), and its main taps work (the
 * popup, tabs, sign-up through the emulator's login, a script click target
 * refused). A page error fails the test that saw it (support.ts).
 */
import { zhCN } from '../../src/i18n/zh-CN'
import { listScenarioIds, loadScenario } from '../../server/scenarios'
import { screenLacks, screenOf, SNAPSHOT_JS, type ScreenSnapshot } from '../e2e/scenarioScreens'
import { By, find, openSession, setupWebKit, tap, waitForText, type Browser, type WebKit } from './support'

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

describe('every scenario shows what its file says in WebKit', () => {
  it.each(listScenarioIds())('%s', async (id) => {
    const scenario = loadScenario(id, webkit.emulator.origin)
    // Its first blocks' texts and images, or the placeholder it must show (test/e2e/scenarioScreens.ts).
    const want = screenOf(id)
    const b = await open(`activityId=${id}${scenario?.query ?? ''}`)
    expect(await screenLacks(want, async () => await b.executeScript(`return ${SNAPSHOT_JS}`) as ScreenSnapshot, 15_000)).toEqual([])
    const page = scenario?.page as { pageAttribute?: { title?: string } } | null | undefined
    if (!('placeholder' in want) && page?.pageAttribute?.title) expect(await b.getTitle()).toBe(page.pageAttribute.title)
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
