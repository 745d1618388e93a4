import path from 'node:path'
import { zhCN } from '../../src/i18n/zh-CN'
import demo from '../../server/scenarios/demo.json'
import { setupE2E, setVisitorControls, screenshotOnFailure, type E2E } from './support'

let e2e: E2E
beforeAll(async () => { e2e = await setupE2E() })
afterAll(async () => { await e2e?.close() })

describe('campaign page on the H5 build', () => {
  it('renders the scenario: title, background and the configured components in order', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'renders-demo', async () => {
      await page.goto(e2e.campaignUrl('activityId=demo'))
      await page.locator('.campaign__title', { hasText: demo.page.pageAttribute.title }).waitFor()
      await expect(page.title()).resolves.toBe(demo.page.pageAttribute.title)
      const blocks = page.locator('.campaign__block')
      await expect(blocks.evaluateAll((els) => els.map((el) => el.getAttribute('data-type')))).resolves
        .toEqual(demo.page.components.map((c) => c.type))
      const style = await page.locator('.campaign').evaluate((el) => getComputedStyle(el))
      expect(style.backgroundColor).toBe('rgb(255, 106, 61)')
      expect(style.backgroundImage).toContain('/assets/bg-campaign.svg')
      await expect(page.locator('.campaign').getAttribute('data-adapter')).resolves.toBe('adapter.h5')
      await expect(page.locator('.campaign').getAttribute('data-platform')).resolves.toBe('m')
    })
  })

  it('shows the invalid-page placeholder without an activityId', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'invalid-page', async () => {
      await page.goto(e2e.campaignUrl(''))
      await page.getByText(zhCN['page.invalid']).waitFor()
      await expect(page.locator('.campaign-placeholder__refresh').count()).resolves.toBe(0)
    })
  })

  it('shows the failure placeholder on a server error, and the refresh button reloads', async () => {
    const { page } = await e2e.visitor()
    await screenshotOnFailure(page, 'refresh-after-failure', async () => {
      await page.goto(e2e.emulator.origin + '/__emu/visitor')
      await setVisitorControls(page, e2e.emulator.origin, { faults: { 'pages/get-release': 'http500' } })
      await page.goto(e2e.campaignUrl('activityId=demo'))
      await page.getByText('系统繁忙，请稍后再试').waitFor()
      await setVisitorControls(page, e2e.emulator.origin, { faults: { 'pages/get-release': null } })
      await page.locator('.campaign-placeholder__refresh').click()
      await page.locator('.campaign__title', { hasText: demo.page.pageAttribute.title }).waitFor()
    })
  })
})

describe('campaign page on the HarmonyOS webview build (dist/harmony)', () => {
  let harmony: E2E
  beforeAll(async () => { harmony = await setupE2E({ distDir: path.join(__dirname, '..', '..', 'dist', 'harmony') }) })
  afterAll(async () => { await harmony?.close() })

  it('renders the scenario through the web transport, with the harmony adapter', async () => {
    const { page } = await harmony.visitor()
    await screenshotOnFailure(page, 'harmony-renders-demo', async () => {
      await page.goto(harmony.campaignUrl('activityId=demo'))
      await page.locator('.campaign__title', { hasText: demo.page.pageAttribute.title }).waitFor()
      await expect(page.locator('.campaign').getAttribute('data-adapter')).resolves.toBe('adapter.harmony-hybrid')
      await expect(page.locator('.campaign').getAttribute('data-platform')).resolves.toBe('harmony')
    })
  })
})
