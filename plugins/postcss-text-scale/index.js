/**
 * Every target: the page's text follows the visitor's text size (lib/textSize, issue 54).
 *
 * Runs after Taro's pxtransform (and, on the web builds, postcss-floors). A font size or line height given
 * as a length (px, rpx, rem, vw, or a `max()`/`calc()` of them) becomes `calc(<it> * var(--text-scale, 1))`:
 * the page root sets `--text-scale` (ui/DisplayRoot) from the host's text size and the elderly mode, and
 * without it everything is drawn at the design's size. Line heights in lengths go with their text, or the
 * lines of a larger text would overlap; so does the `max-height` of a box that clamps its text to whole lines
 * (a rule with a line height in a length, or `overflow: hidden`), or a larger text would be cut through a
 * line. Left alone: `em` and `%` (they follow a size already scaled),
 * unitless line heights, keywords, zero, and a declaration kept before it as an older webview's fallback
 * (floors' plain rem). The boxes around the text keep their sizes: a layout that clips larger text is found
 * by the browser tests at a larger scale (docs/accessibility.md), not hidden here.
 */
const PROPS = new Set(['font-size', 'line-height'])
const LENGTH = /\d(px|rpx|rem|vw|vh|vmin|vmax)\b/
const RELATIVE_ONLY = /^[\d.]+(em|%)$/
const VARIABLE = '--text-scale'

/** Whether the next declaration sets the same property (this one is then its fallback). */
function hasOverride (decl) {
  const next = decl.next()
  return !!next && next.type === 'decl' && next.prop === decl.prop
}

/** A rule that clamps its text to whole lines: its `max-height` is so many of them. */
function clampsLines (rule) {
  return rule.nodes.some((n) => n.type === 'decl' && ((n.prop === 'line-height' && LENGTH.test(n.value)) || (n.prop === 'overflow' && n.value.trim() === 'hidden')))
}

module.exports = () => ({
  postcssPlugin: 'campaign-text-scale',
  OnceExit (root) {
    root.walkDecls((decl) => {
      const scaled = PROPS.has(decl.prop) || (decl.prop === 'max-height' && decl.parent?.type === 'rule' && clampsLines(decl.parent))
      if (!scaled) return
      const value = decl.value.trim()
      if (!LENGTH.test(value) || RELATIVE_ONLY.test(value) || value.includes(VARIABLE) || hasOverride(decl)) return
      // A length that is only zero (`0px`) stays zero.
      if (/^0[a-z]*$/.test(value)) return
      decl.value = `calc(${value} * var(${VARIABLE}, 1))`
    })
  }
})
module.exports.postcss = true
module.exports.VARIABLE = VARIABLE
