/**
 * What each scenario must show once it has loaded, written from its file in server/scenarios/ (never from the
 * app's code): the texts and images of its first blocks, or the placeholder it must show instead. Chromium
 * (home.test.ts: every link of the emulator's home page) and WebKit (test/webkit/scenarios.test.ts) hold every
 * scenario to it, so a page that should render and shows 系统繁忙 or an empty list fails, by name.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { zhCN } from '../../src/i18n/zh-CN'

export type ScreenExpectation =
  /** The scenario renders: every text is in the page's text, every image (a file name under /assets/) drawn. */
  | { texts: readonly string[], images: readonly string[] }
  /** The scenario shows the placeholder with exactly this text (the catalogue's). */
  | { placeholder: string }

const SCENARIO_DIR = path.resolve(__dirname, '..', '..', 'server', 'scenarios')

/**
 * One row per scenario the emulator lists. `from`: the file the values are quoted from when it is not the
 * scenario's own (a scenario the emulator makes from another: server/generated.ts).
 */
const SCREENS: Record<string, ScreenExpectation & { from?: string }> = {
  // The header image, the banner under it and its first bullet (a popup may cover them: still drawn).
  basic: { images: ['header-double11.jpg', 'banner-trade-in.jpg'], texts: ['138****2101 刚刚回收 iPhone 14 Pro 到手 4,680 元'] },
  // Opened in preview (its `query`): the one good banner, and the problems named by the component's type and uuid.
  broken: { images: ['banner-trade-in.jpg'], texts: ['c-banner-missing-image', 'mysteryWidget', 'c-no-contents'] },
  // The header; each cashback block's own words come from its calls, not from the file.
  cashback: { images: ['header-double11.jpg'], texts: [] },
  coupons: { images: ['header-double11.jpg'], texts: ['今日专属优惠券'] },
  demo: { images: ['banner-trade-in.jpg'], texts: ['138****2101 刚刚回收 iPhone 14 Pro 到手 4,680 元'] },
  empty: { placeholder: zhCN['page.empty'] },
  // The page call answers HTTP 403 (its faults).
  forbidden: { placeholder: zhCN['error.noPermission'] },
  // The header and the subscribe banner.
  guess: { images: ['header-double11.jpg', 'banner-member.jpg'], texts: [] },
  // The bullet's markup is shown as text.
  hostile: { images: ['banner-trade-in.jpg'], texts: ['<b onmouseover=alert(1)>弹幕</b>'] },
  // The header; the valuation and the hot products come from their calls.
  hot: { images: ['banner-trade-in.jpg'], texts: [] },
  // The member banner and the login wall's image.
  login: { images: ['banner-trade-in.jpg', 'login-wall.jpg'], texts: [] },
  // The header, the wheel's banner and its first winner's prize.
  lottery: { images: ['header-double11.jpg', 'banner-trade-in.jpg'], texts: ['20元回收加价券'] },
  // The header, the first icon of the image-text navigation and a floor tab's title.
  navigation: { images: ['header-double11.jpg', 'phone-1.jpg'], texts: ['看优惠'] },
  offline: { placeholder: zhCN['page.offline'] },
  'offline-after': { placeholder: zhCN['page.offline.after'] },
  'offline-before': { placeholder: zhCN['page.offline.before'] },
  // The header and the pool's tabs.
  pool: { images: ['yx-header-channel.jpg'], texts: ['平板电脑', '手表相机'] },
  // The header and the flash sale's first product.
  products: { images: ['yx-header-channel.jpg', 'yx-phone-titanium.jpg'], texts: ['Apple iPhone 15 Pro 256G 原色钛金属 99新'] },
  'products-long': { from: 'products', images: ['yx-header-channel.jpg', 'yx-phone-titanium.jpg'], texts: ['Apple iPhone 15 Pro 256G 原色钛金属 99新'] },
  // The running session's first product.
  seckill: { images: ['yx-phone-black.jpg'], texts: ['小米 14 Ultra 16+512G 黑色 99新'] },
  'signup-full': { images: ['signup-default.jpg'], texts: [] },
  // After its 2 s.
  slow: { images: ['banner-trade-in.jpg'], texts: [] },
  // The header and the first store list's title.
  stores: { images: ['banner-trade-in.jpg'], texts: ['附近门店'] }
}

/**
 * What scenario `id` must show. Throws for a scenario without a row (a new scenario states its screen here), and
 * for a text or image its file does not hold (the row went stale: it is quoted from the file, never from the app).
 */
export function screenOf (id: string): ScreenExpectation {
  const row = SCREENS[id]
  if (!row) throw new Error(`scenario ${id} has no row in test/e2e/scenarioScreens.ts: say what it shows (its first blocks' texts and images, or its placeholder)`)
  if ('placeholder' in row) return { placeholder: row.placeholder }
  if (!row.images.length && !row.texts.length) throw new Error(`scenario ${id}: its row names nothing to see`)
  const file = readFileSync(path.join(SCENARIO_DIR, `${row.from ?? id}.json`), 'utf8')
  const stale = [...row.images.map((i) => `/${i}`), ...row.texts].filter((v) => !file.includes(JSON.stringify(v).slice(1, -1)))
  if (stale.length) throw new Error(`scenario ${id}: server/scenarios/${row.from ?? id}.json no longer holds ${stale.join(', ')} (test/e2e/scenarioScreens.ts)`)
  return { texts: row.texts, images: row.images }
}

/** What a page shows, as SNAPSHOT_JS reads it in any browser. */
export interface ScreenSnapshot {
  /** The placeholder's text, or null when there is none. */
  placeholder: string | null
  /** The page's visible text. */
  text: string
  /** The address of every image drawn in the page: an <img> loaded, a background image set. */
  images: string[]
}

/** An expression (plain ES5: Chromium through Playwright, WebKit through WebDriver's `return …`) giving a ScreenSnapshot. */
export const SNAPSHOT_JS = `(function () {
  var root = document.querySelector('.campaign')
  var placeholder = document.querySelector('.campaign-placeholder__text')
  var images = []
  if (root) {
    var all = [root].concat(Array.prototype.slice.call(root.querySelectorAll('*')))
    for (var i = 0; i < all.length; i++) {
      var el = all[i]
      if (el.tagName === 'IMG') { if (el.complete && el.naturalWidth > 0) images.push(el.currentSrc || el.src) }
      else { var bg = getComputedStyle(el).backgroundImage; if (bg && bg !== 'none') images.push(bg) }
    }
  }
  return { placeholder: placeholder ? placeholder.textContent : null, text: document.body ? document.body.innerText : '', images: images }
})()`

/** What `shown` lacks of `want`, one line each; empty when the screen is as the scenario says. */
export function screenProblems (want: ScreenExpectation, shown: ScreenSnapshot): string[] {
  if ('placeholder' in want) {
    return shown.placeholder?.trim() === want.placeholder ? [] : [`expected the placeholder 「${want.placeholder}」, shown: ${shown.placeholder === null ? 'no placeholder' : `「${shown.placeholder.trim()}」`}`]
  }
  if (shown.placeholder !== null) return [`expected its blocks, shown the placeholder 「${shown.placeholder.trim()}」`]
  return [
    ...want.texts.filter((t) => !shown.text.includes(t)).map((t) => `no text 「${t}」`),
    ...want.images.filter((i) => !shown.images.some((url) => url.includes(`/assets/${i}`))).map((i) => `no image ${i} drawn`)
  ]
}

/**
 * What the screen still lacks of `want` after up to `timeoutMs` of reading it (`read`: SNAPSHOT_JS in the page):
 * empty as soon as it shows everything. The wait is for a block still filling in (an answer, an image).
 */
export async function screenLacks (want: ScreenExpectation, read: () => Promise<ScreenSnapshot>, timeoutMs = 5000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const problems = screenProblems(want, await read())
    if (!problems.length || Date.now() > deadline) return problems
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
