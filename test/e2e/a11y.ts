/**
 * What a visitor who does not see the screen, uses a keyboard or a switch, or reads large text meets on the page
 * (issue 53): axe-core's WCAG 2.x A/AA and best-practice rules, and every element that takes a tap held to a role,
 * a name, a place in the keyboard's order and a hit area. Used by test/e2e/a11y.test.ts on every scenario and
 * dialog, and by `npm run screens`.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

/** axe-core's rule tags the page is held to: WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** A hit area under this (CSS px, each side) is listed; the elderly-friendly rules and WCAG 2.5.5 ask 44. */
export const TARGET_PX = 44
/** ...and under this it fails whatever the list says (WCAG 2.2's 2.5.8 minimum). */
export const TARGET_MIN_PX = 24
/** No text smaller than this (CSS px at 375 px). */
export const TEXT_MIN_PX = 12

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeFinding { rule: string, impact: string, help: string, targets: string[] }

/**
 * axe-core's violations on the page now (or inside `include`, a selector), each rule with the first few
 * elements it found. Rules the page cannot pass by construction are named in `skip` with a reason by the caller.
 */
export async function axeFindings (page: Page, { include, skip = [] }: { include?: string, skip?: string[] } = {}): Promise<AxeFinding[]> {
  if (!await page.evaluate('typeof window.axe === "object"')) await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate(`(async () => {
    const rules = ${JSON.stringify(Object.fromEntries(skip.map((r) => [r, { enabled: false }])))};
    const r = await window.axe.run(${include ? JSON.stringify({ include: [[include]] }) : 'document'}, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, rules, resultTypes: ['violations'] });
    return r.violations.map(function (v) { return { rule: v.id, impact: v.impact || '', help: v.help, targets: v.nodes.slice(0, 4).map(function (n) { return n.target.join(' ') + (n.failureSummary ? ' — ' + n.failureSummary.split('\\n').slice(1, 2).join('').trim() : ''); }) }; });
  })()`) as AxeFinding[]
  return result
}

export interface TappableFinding { selector: string, problem: string }

/**
 * Every element on the page that takes a tap (React gave it a click handler): a role a reader announces
 * (a native button or link, or role button/link/tab/…), a name, a place in the keyboard's order, and a hit
 * area of TARGET_PX (under it: `small`, listed; under TARGET_MIN_PX: a problem). Only elements laid out
 * count, and not those hidden from readers on purpose (a carousel's copy, a dialog's mask: the dialog has its
 * close button and Escape).
 */
export async function tappableFindings (page: Page, targetPx = TARGET_PX): Promise<{ problems: TappableFinding[], small: TappableFinding[], count: number }> {
  return page.evaluate(`(() => {
    const roles = ['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option'];
    const sel = function (el) { const c = (el.getAttribute('class') || '').split(/\\s+/).filter(Boolean).slice(0, 3); return el.tagName.toLowerCase() + (c.length ? '.' + c.join('.') : ''); };
    const problems = []; const small = []; let count = 0;
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const key = Object.keys(el).find(function (k) { return k.indexOf('__reactProps$') === 0; });
      if (!key || typeof el[key].onClick !== 'function') continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      const rect = el.getBoundingClientRect();
      if (!rect.width && !rect.height) continue;
      count++;
      const name = sel(el);
      const tag = el.tagName.toLowerCase();
      const role = el.getAttribute('role') || (tag === 'button' ? 'button' : tag === 'a' && el.hasAttribute('href') ? 'link' : '');
      if (roles.indexOf(role) < 0) problems.push({ selector: name, problem: 'no role (' + (role || 'none') + ')' });
      const label = (el.getAttribute('aria-label') || '').trim() || (el.getAttribute('aria-labelledby') ? 'labelled' : '') || (el.textContent || '').trim();
      if (!label) problems.push({ selector: name, problem: 'no name' });
      if (!(el.tabIndex >= 0) || el.getAttribute('aria-disabled') === 'true' && el.tabIndex < 0) problems.push({ selector: name, problem: 'not in the keyboard order (tabIndex ' + el.tabIndex + ')' });
      const w = Math.round(rect.width), h = Math.round(rect.height);
      if (w < ${TARGET_MIN_PX} || h < ${TARGET_MIN_PX}) problems.push({ selector: name, problem: 'hit area ' + w + '×' + h + ' under ${TARGET_MIN_PX}' });
      else if (w < ${targetPx} || h < ${targetPx}) small.push({ selector: name, problem: 'hit area ' + w + '×' + h });
    }
    return { problems: problems, small: small, count: count };
  })()`) as Promise<{ problems: TappableFinding[], small: TappableFinding[], count: number }>
}

/** Text nodes drawn smaller than `minPx` (their element, its size and a piece of the text); not readers' own. */
export async function smallTexts (page: Page, minPx = TEXT_MIN_PX): Promise<string[]> {
  return page.evaluate(`(() => {
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.nodeValue || '').trim();
      const el = n.parentElement;
      // A reader's text drawn for nobody (src/app.scss .visually-hidden) has no size anyone sees.
      if (!text || !el || el.closest('[aria-hidden="true"], script, style, noscript, .visually-hidden')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const size = parseFloat(style.fontSize);
      const rect = el.getBoundingClientRect();
      if (!rect.width || !rect.height) continue;
      if (size < ${minPx} - 0.01) out.push((el.getAttribute('class') || el.tagName).split(' ')[0] + ' ' + size.toFixed(1) + 'px «' + text.slice(0, 12) + '»');
    }
    return out;
  })()`) as Promise<string[]>
}
