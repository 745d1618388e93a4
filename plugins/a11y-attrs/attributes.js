/**
 * The accessibility attributes each mini-program host's view layer reads, added to Taro's templates (which
 * emit none) and to the runtime's component table (which must match the templates: Taro names each bound
 * attribute `p<index>` by its place in the component's sorted attribute list, on both sides).
 *
 * - WeChat (base library 2.7.1+): `aria-role` and `aria-*` on its components (developers.weixin.qq.com,
 *   "无障碍访问"; the view is its example, non-native components take them).
 * - Alipay (base library 1.18.0+): `role` and `aria-*` on view, text, image, button and the form controls
 *   (opendocs.alipay.com, "无障碍访问"; not in its Native rendering engine).
 * - Meituan is WeChat-compatible and Toutiao documents no accessibility attribute: both get WeChat's
 *   (docs/accessibility.md).
 *
 * Only what the page sets: a role and a name for whatever takes a tap, a tab's selection, a dimmed control,
 * a dialog, and what readers must skip. Each attribute costs its bytes in every level's copy of a template
 * (WeChat's base.wxml repeats the view's three templates 15 times), so nothing else is added.
 * The value '' means no default: `attr="{{i.pN}}"`, absent data leaves the attribute empty (ARIA: undefined).
 */
'use strict'

/** The control and dialog attributes, on the view. */
const CONTROL = ['aria-label', 'aria-hidden', 'aria-selected', 'aria-disabled', 'aria-modal']

const attrs = (names) => Object.fromEntries(names.map((name) => [name, '']))

/** WeChat's role attribute is `aria-role`; Alipay's is `role`. */
const ROLE_ATTRIBUTE = { weapp: 'aria-role', meituan: 'aria-role', tt: 'aria-role', alipay: 'role' }

/** The component patch for a host (`TARO_ENV`), or undefined for the web builds. */
function patchFor (host) {
  const role = ROLE_ATTRIBUTE[host]
  if (!role) return undefined
  return {
    View: attrs([role, ...CONTROL]),
    // A text or an image a reader must skip (a marquee's second copy), or an image's name.
    Text: attrs(['aria-hidden']),
    Image: attrs(['aria-label', 'aria-hidden']),
    Input: attrs(['aria-label'])
  }
}

module.exports = { patchFor, ROLE_ATTRIBUTE }
