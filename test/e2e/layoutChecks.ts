/**
 * What a visitor would call broken in a layout, read off the page as drawn: the page wider than the screen
 * (a sideways scroll nobody asked for), a text cut off without an ellipsis, a short text (a word) broken over
 * two lines, and a button or link whose label wraps onto a second line. Run on every state of test/e2e/screenStates.ts at 320, 375 and 430 px
 * (`npm run screens`, and test/e2e/screens.test.ts in the sweeps).
 *
 * At larger text (WCAG 1.4.4: 200 % without loss of content) a label on two lines is how the page makes room,
 * not a defect: there only what hides content counts (the page wider than the screen, a text cut off
 * sideways or at its box's foot). A multi-line clamp (`-webkit-line-clamp`) ends in an ellipsis and says so.
 */
import type { Locator, Page } from 'playwright-core'

/** Class names of one-line controls: a label on two lines reads as a broken button. */
export const ONE_LINE_CONTROL = /(^|\s)[\w-]+__(button|link|tab|btn|action|draw|submit|chip|sort|drop|filter|confirm|reset|apply)(\s|$|--)/

/**
 * The check as page script, a text: a bundler's helpers (esbuild's `__name` under tsx) do not exist in the page.
 * Reads `window.__layoutRoot` (the state's element, else the whole page) and the control pattern.
 */
const CHECK = String.raw`((controlSource, largerText) => {
  const control = new RegExp(controlSource)
  const found = []
  const name = (e) => e.tagName.toLowerCase() + '.' + Array.from(e.classList).slice(0, 2).join('.') + (e.textContent ? ' "' + e.textContent.trim().slice(0, 16) + '"' : '')
  const scroller = document.querySelector('.taro_page_show') || document.scrollingElement || document.documentElement
  if (scroller.scrollWidth > scroller.clientWidth + 1) found.push('the page is ' + (scroller.scrollWidth - scroller.clientWidth) + ' px wider than the screen')
  const scope = window.__layoutRoot || document.body
  for (const e of Array.from(scope.querySelectorAll('*'))) {
    const style = getComputedStyle(e)
    if (style.display === 'none' || style.visibility === 'hidden') continue
    // A text for readers only (src/app.scss .visually-hidden) is clipped on purpose.
    if (e.closest('.visually-hidden')) continue
    const box = e.getBoundingClientRect()
    if (!box.width || !box.height) continue
    const ownText = Array.from(e.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent || '').trim())
    // Cut off: its one-line text is wider than its box, which hides the rest and says nothing about it.
    if (ownText && style.overflowX !== 'visible' && e.scrollWidth > e.clientWidth + 1 && style.textOverflow !== 'ellipsis' && style.whiteSpace === 'nowrap') {
      found.push(name(e) + ' is cut off without an ellipsis')
    }
    // Cut off at its foot: a box of fixed height shorter than its text, which no clamp ends in an ellipsis.
    const clamped = style.webkitLineClamp && style.webkitLineClamp !== 'none'
    if (ownText && style.overflowY !== 'visible' && !clamped && e.scrollHeight > e.clientHeight + 2) {
      found.push(name(e) + ' is cut off at its foot (' + e.scrollHeight + ' px of text in ' + e.clientHeight + ')')
    }
    if (largerText) continue
    // A short text (a word, a label: 8 characters at most) broken over two lines.
    const own = Array.from(e.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent || '').join('').trim()
    if (own && own.length <= 8 && e.children.length === 0) {
      const range = document.createRange()
      range.selectNodeContents(e)
      const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)))
      if (tops.size > 1) found.push(name(e) + ' breaks over ' + tops.size + ' lines')
    }
    // A control of one label (text and inline parts only; a tab of two stacked lines is two labels).
    const oneLabel = Array.from(e.children).every((c) => getComputedStyle(c).display.startsWith('inline') || getComputedStyle(c).display === 'contents')
    const cls = typeof e.className === 'string' ? e.className : ''
    if (oneLabel && control.test(cls) && (e.textContent || '').trim()) {
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4
      const range = document.createRange()
      range.selectNodeContents(e)
      const lines = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)))
      if (lines.size > 1 && box.height > lineHeight * 1.6) found.push(name(e) + ' wraps onto ' + lines.size + ' lines')
    }
  }
  return found
})`

/**
 * Findings within `root` (the whole page when none), each a short line naming the element. `largerText`: only
 * what hides content (see above).
 */
export async function layoutFindings (page: Page, root?: Locator, options: { largerText?: boolean } = {}): Promise<string[]> {
  if (root) await root.evaluate((el) => { (window as unknown as { __layoutRoot?: Element }).__layoutRoot = el })
  else await page.evaluate('window.__layoutRoot = undefined')
  return await page.evaluate(`${CHECK}(${JSON.stringify(ONE_LINE_CONTROL.source)}, ${options.largerText === true})`) as string[]
}

/**
 * The visitor's text at `scale` times the design's, as a host's text size sets it: the page's roots carry
 * `--text-scale`, which every font size and line height is multiplied by (ui/display, plugins/postcss-text-scale).
 */
export async function setTextScale (page: Page, scale: number): Promise<void> {
  await page.addStyleTag({ content: `.campaign, .campaign-placeholder, .loading-mask, .dialog-host { --text-scale: ${scale} !important; }` })
}
