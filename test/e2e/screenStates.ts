/**
 * The visitor-facing states of the campaign widgets, each opened as a visitor would reach it (a scenario, a
 * login through the emulator's login page, the taps), and the part of the screen that shows it: the block
 * (by its uuid) or the whole screen for a dialog. `npm run screens` photographs each at 320, 375 and 430 px
 * and runs the layout checks on it; test/e2e/screens.test.ts runs the checks in the sweeps.
 */
import type { Locator, Page } from 'playwright-core'
import type { E2E } from './support'
import { scrollToMount, settled } from './support'

export interface ScreenState {
  name: string
  open (page: Page, e2e: E2E): Promise<Locator | 'screen'>
}

let mobiles = 0
/** A fresh test user's mobile (the emulator makes the user on first login). */
const freshMobile = () => `137${String(Date.now() % 100_000_000).padStart(8, '0')}`.slice(0, 8) + String(++mobiles % 1000).padStart(3, '0')

async function visit (page: Page, e2e: E2E, activityId: string, login = false, query = ''): Promise<void> {
  const url = e2e.campaignUrl(`activityId=${activityId}${query}`)
  if (login) {
    await page.goto(`${e2e.emulator.origin}/__login?redirectUrl=${encodeURIComponent(url)}`)
    await page.locator('#mobile').fill(freshMobile())
    await page.locator('#login').click()
    await page.waitForURL((u) => !u.pathname.startsWith('/__login'))
  } else {
    await page.goto(url)
  }
}

/** The block of this uuid, mounted and scrolled into view. */
async function blockOf (page: Page, uuid: string, ready?: string): Promise<Locator> {
  const selector = `[data-uuid="${uuid}"]`
  await scrollToMount(page, ready ? `${selector} ${ready}` : selector)
  const block = page.locator(selector).first()
  if (ready) await block.locator(ready).first().waitFor()
  await block.scrollIntoViewIfNeeded()
  return block
}

const lotteryBlock = (style: string, uuid: string, login: boolean): ScreenState => ({
  name: `lottery-${style}${login ? '' : '-guest'}`,
  async open (page, e2e) {
    await visit(page, e2e, 'lottery', login)
    return blockOf(page, uuid, login ? '.lottery__quota' : '.lottery__draw')
  }
})

/** A prize-draw panel opened from the slot machine's bar, logged in. */
const lotteryPanel = (name: string, link: string, panel: string): ScreenState => ({
  name,
  async open (page, e2e) {
    await visit(page, e2e, 'lottery', true)
    const block = await blockOf(page, 'l-slot', '.lottery__quota')
    await block.locator(link).click()
    await page.locator(panel).first().waitFor()
    return 'screen'
  }
})

const cashback = (uuid: string, name: string, login: boolean): ScreenState => ({
  name: `cashback-${name}${login ? '' : '-guest'}`,
  async open (page, e2e) {
    await visit(page, e2e, 'cashback', login)
    return blockOf(page, uuid, '.activity-transaction-back')
  }
})

const block = (name: string, activityId: string, uuid: string, ready?: string, login = false): ScreenState => ({
  name,
  async open (page, e2e) {
    await visit(page, e2e, activityId, login)
    return blockOf(page, uuid, ready)
  }
})

export const SCREEN_STATES: readonly ScreenState[] = [
  lotteryBlock('common', 'l-common', false),
  lotteryBlock('common', 'l-common', true),
  lotteryBlock('slot', 'l-slot', false),
  lotteryBlock('slot', 'l-slot', true),
  lotteryBlock('claw', 'l-claw', false),
  lotteryBlock('claw', 'l-claw', true),
  lotteryPanel('lottery-tasks', '.lottery__link--tasks', '.lottery__panel--tasks .lottery__task'),
  lotteryPanel('lottery-records', '.lottery__link--records', '.lottery__panel--records .lottery__record'),
  {
    name: 'lottery-result',
    async open (page, e2e) {
      await visit(page, e2e, 'lottery', true)
      const slot = await blockOf(page, 'l-common', '.lottery__quota')
      await slot.locator('.lottery__draw').click()
      await page.locator('.prize-dialog__name').waitFor()
      return 'screen'
    }
  },
  {
    name: 'lottery-claim-form',
    async open (page, e2e) {
      await visit(page, e2e, 'lottery', true)
      const slot = await blockOf(page, 'l-slot', '.lottery__quota')
      await slot.locator('.lottery__link--records').click()
      await page.locator('.lottery__panel--records .lottery__record', { hasText: 'iPhone 15' }).locator('.lottery__record-button', { hasText: '立即领取' }).first().click()
      await page.locator('.claim-form').waitFor()
      return 'screen'
    }
  },
  {
    name: 'lottery-address-book',
    async open (page, e2e) {
      await visit(page, e2e, 'lottery', true)
      const slot = await blockOf(page, 'l-slot', '.lottery__quota')
      await slot.locator('.lottery__link--records').click()
      await page.locator('.lottery__panel--records .lottery__record', { hasText: 'iPhone 15' }).locator('.lottery__record-button', { hasText: '立即领取' }).first().click()
      await page.locator('.claim-form__row').first().click()
      await page.locator('.address-book .address-book__entry').first().waitFor()
      return 'screen'
    }
  },
  block('guess-guest', 'guess', 'g-game', '.guess-the-password__tab'),
  block('guess-ongoing', 'guess', 'g-game', '.guess-the-password__submit', true),
  ...([['ended', 0], ['all-claimed', 1], ['soon', 3], ['tomorrow', 4], ['subscribed', 5]] as const).map(([scene, tab]): ScreenState => ({
    name: `guess-${scene}`,
    async open (page, e2e) {
      await visit(page, e2e, 'guess', true)
      const game = await blockOf(page, 'g-game', '.guess-the-password__tab')
      await game.locator('.guess-the-password__tab').nth(tab).click()
      await settled(page)
      return game
    }
  })),
  {
    name: 'guess-records',
    async open (page, e2e) {
      await visit(page, e2e, 'guess', true)
      const game = await blockOf(page, 'g-game', '.guess-the-password__tab')
      await game.locator('.guess-the-password__link--records').click()
      await page.locator('.guess-the-password__record').first().waitFor()
      return 'screen'
    }
  },
  block('subscribe-banner', 'guess', 'g-subscribe'),
  cashback('cb-open', 'no-signup', true),
  cashback('cb-open', 'no-signup', false),
  cashback('cb-signup', 'signup', true),
  cashback('cb-soon', 'soon', true),
  cashback('cb-booked', 'subscribed', true),
  cashback('cb-full', 'grabbed-out', true),
  cashback('cb-vip', 'not-eligible', true),
  block('stores-flat', 'stores', 'stores-flat'),
  block('stores-highlight', 'stores', 'stores-highlight'),
  block('stores-gold', 'stores', 'stores-gold'),
  block('stores-failing', 'stores', 'stores-failing'),
  block('coupons-module', 'coupons', 'g-module'),
  block('coupons-grab', 'coupons', 'g-grab', '.coupon-grab__coupon'),
  block('coupons-grab-multiple', 'coupons', 'g-multi', '.coupon-grab__coupon'),
  block('coupons-packages', 'coupons', 'g-packages'),
  block('coupons-packages-surge', 'coupons', 'g-surge'),
  block('coupons-packages-custom', 'coupons', 'g-custom'),
  block('coupons-seckill', 'coupons', 'g-cseckill'),
  block('coupons-seckill-open', 'coupons', 'g-cseckill-open'),
  {
    // The pool is pages long: its first screen.
    name: 'pool',
    async open (page, e2e) {
      await visit(page, e2e, 'pool')
      await blockOf(page, 'pool-main', '.yanxuan-product-pool__card')
      return 'screen'
    }
  },
  {
    name: 'pool-filters',
    async open (page, e2e) {
      await visit(page, e2e, 'pool')
      const pool = await blockOf(page, 'pool-main', '.yanxuan-product-pool__card')
      await pool.locator('.yanxuan-product-pool__filter').click()
      await page.locator('.yanxuan-product-pool__panel').waitFor()
      return 'screen'
    }
  },
  {
    name: 'pool-picker',
    async open (page, e2e) {
      await visit(page, e2e, 'pool')
      const pool = await blockOf(page, 'pool-main', '.yanxuan-product-pool__card')
      await pool.locator('.yanxuan-product-pool__drop').click()
      await page.locator('.yanxuan-product-pool__dropdown').waitFor()
      return 'screen'
    }
  }
]
