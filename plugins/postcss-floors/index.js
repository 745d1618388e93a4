/**
 * H5 and HarmonyOS webview builds: sizes that hold in CSS px whatever the design scale.
 *
 * The web pages draw the 375 px design at min(width, 750) / 375 (001 §9): every length is in rem, the
 * root's font size following the screen. On a 320 px phone that draws 12 design px of text at 10.2 px and
 * a 44 design px control at 37.5 px: under the floors the page promises its visitors (docs/accessibility.md:
 * no text under 12 px, no hit area under 44 × 44). This runs after Taro's pxtransform and floors:
 * - a font size in rem that comes under `textMinPx` at the narrowest width: `max(12px, <rem>)`;
 * - a box's `min-width`/`min-height`/`width`/`height` of exactly the design's hit area (44 design px), the
 *   length the styles give a control to be tapped: `max(44px, <rem>)`;
 * - a control drawn smaller than its hit area, which a transparent border grows to 44 design px (the
 *   background kept in the padding box: src/ui/panel-parts.scss `hit-border`): its top and bottom borders
 *   grow by half of what the scale takes from 44 px, `max(<rem>, calc(<rem> + (45px - 2.2rem) / 2))` on a
 *   screen narrower than the design, so its hit area is 44 CSS px tall on a narrow phone too. Its margins
 *   stay: there the rows around such a control grow by those few px (nothing overlaps).
 * The scaled size stays the declaration before it, for a webview without CSS `max()` (Chrome 79, Safari
 * 11.1). Wider screens are unchanged (the rem is the larger there); the mini-programs are not built with it
 * (their rpx follow the host's own scale: issue 54).
 */
const DEFAULTS = {
  /** The root's font size at the design width (designWidth 375, deviceRatio 2: 1rem = 20 design px). */
  remPx: 20,
  /** The design width, and the narrowest screen the page is laid out for. */
  designWidth: 375,
  narrowest: 320,
  /** docs/accessibility.md's floors (test/e2e/a11y.ts TEXT_MIN_PX and TARGET_PX). */
  textMinPx: 12,
  targetPx: 44
}

const REM = /^(\d*\.?\d+)rem$/
const BOX = new Set(['min-width', 'min-height', 'width', 'height'])

/** A length's rem value, or undefined when the value is not one plain rem length. */
function rem (value) {
  const m = REM.exec(value.trim())
  return m ? Number(m[1]) : undefined
}

/** `max(<px>px, <rem>rem)` after a copy of the declaration at its scaled size; nothing when already floored. */
function floor (decl, px) {
  const next = decl.next()
  if (next && next.type === 'decl' && next.prop === decl.prop && next.value.includes('max(')) return
  decl.cloneBefore()
  decl.value = `max(${px}px, ${decl.value.trim()})`
}

/** @param {Partial<typeof DEFAULTS>} options */
module.exports = (options = {}) => {
  const o = { ...DEFAULTS, ...options }
  // One rem at the narrowest width, in CSS px.
  const narrowRemPx = (o.remPx * o.narrowest) / o.designWidth
  const targetRem = o.targetPx / o.remPx
  // Chromium floors a border's width to whole CSS px (11.76 drew 11, a 42 px area at 320 px): one px more than
  // the target keeps the area at 44 after that. Only on screens narrower than the design (the @media below): at
  // 375 px and wider nothing changes, where the first-screen hints give each block its height.
  const shortfall = `(${o.targetPx + 1}px - ${targetRem}rem) / 2`
  const narrower = `(max-width: ${o.designWidth - 0.02}px)`
  return {
    postcssPlugin: 'campaign-floors',
    // The node classes from the postcss that runs this (Taro's), not from another copy.
    OnceExit (root, { AtRule, Rule }) {
      root.walkRules((rule) => {
        const decls = rule.nodes.filter((n) => n.type === 'decl')
        const transparent = decls.some((d) => /^border(-color|-style)?$/.test(d.prop) && /\btransparent\b/.test(d.value))
        const clipped = decls.some((d) => d.prop === 'background-clip' && d.value.trim() === 'padding-box')
        const width = decls.find((d) => d.prop === 'border-width')
        if (!transparent || !clipped || !width || decls.some((d) => d.prop === 'border-top-width')) return
        const [top, , bottom = top] = width.value.trim().split(/\s+/)
        const floored = [['border-top-width', top], ['border-bottom-width', bottom]]
          .filter(([, value]) => rem(value) !== undefined && rem(value) !== 0)
          .map(([prop, value]) => ({ prop, value: `max(${value}, calc(${value} + ${shortfall}))` }))
        if (!floored.length) return
        // In a rule of their own under @supports: in the same rule the minifier merged them into the
        // `border-width` shorthand and dropped the plain one, and a webview without max() then drew the
        // border's default width (3 px), not the design's.
        const supports = new AtRule({ name: 'supports', params: '(width: max(1px, 2px))' })
        supports.append(new Rule({ selector: rule.selector }).append(...floored))
        rule.after(new AtRule({ name: 'media', params: narrower }).append(supports))
      })
      root.walkDecls((decl) => {
        if (decl.value.includes('max(')) return
        const value = rem(decl.value)
        if (value === undefined) return
        if (decl.prop === 'font-size' && value * narrowRemPx < o.textMinPx - 0.01) floor(decl, o.textMinPx)
        else if (BOX.has(decl.prop) && Math.abs(value - targetRem) < 1e-6) floor(decl, o.targetPx)
      })
    }
  }
}
module.exports.postcss = true
module.exports.DEFAULTS = DEFAULTS
