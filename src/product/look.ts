/**
 * How a product card looks (001 §3, §5, §9): the theme colour (default
 * orange for DIRECT_SUBSIDY, red otherwise) and the tag (COLOR or IMAGE; the
 * direct-subsidy tag text cut to 6 characters).
 */
import { color, imageUrl, isObject, keyword } from '@/lib/config'
import { configuredText } from '@/lib/contrast'
import { t } from '@/i18n'
import { activityStyleOf } from './product'
import type { ActivityStyle, ProductConfig, ProductTag, TagSettings, ThemeColor, ThemeColorName } from './types'

/**
 * The concrete colours of each theme name (the spec names them only): a
 * saturated main colour for prices and buttons, a pale tint of it for
 * backgrounds. Each main colour reads at 4.5:1 or more as text on white and on
 * its tint, and under white text (issue 53, WCAG 1.4.3: darker shades of the
 * colours they were, #E8332A, #FF6A1A, #F0457E, #7A4CF0, #2F6BF2 at 2.6–4.3:1;
 * red is the palette's brand red, src/ui/palette.scss).
 */
export const THEME_COLORS: Readonly<Record<ThemeColorName, ThemeColor>> = {
  red: { name: 'red', main: '#D0211A', light: '#FDECEB' },
  orange: { name: 'orange', main: '#B84A00', light: '#FFF0E6' },
  pink: { name: 'pink', main: '#C2185B', light: '#FDEBF1' },
  eggplant: { name: 'eggplant', main: '#7A2E63', light: '#F5E9F1' },
  purple: { name: 'purple', main: '#6236D8', light: '#F1EBFE' },
  blue: { name: 'blue', main: '#1F56D0', light: '#EAF0FE' }
}

/** 001 §9: "default orange for DIRECT_SUBSIDY and red otherwise". */
export const defaultThemeName = (style: ActivityStyle | undefined): ThemeColorName => (style === 'DIRECT_SUBSIDY' ? 'orange' : 'red')

/** The configured theme colour; a missing or unknown name gives the style's default. */
export function themeColorOf (value: unknown, style: ActivityStyle | undefined): ThemeColor {
  const name = typeof value === 'string' ? value.trim().toLowerCase() : ''
  // Own keys only: 'constructor' or 'toString' from config are unknown names, not theme colours.
  return Object.prototype.hasOwnProperty.call(THEME_COLORS, name) ? THEME_COLORS[name as ThemeColorName] : THEME_COLORS[defaultThemeName(style)]
}

/** 001 §5: "Direct-subsidy tag text is cut to 6 characters" (§9: "tag corner cut to 6 characters"). */
export const TAG_MAX_CHARS = 6

/** The first `max` characters: counted as code points, so a CJK character or an emoji is one, never half a pair. */
export function cutToChars (text: string, max: number): string {
  return Array.from(text).slice(0, max).join('')
}

/** The cards' tips line colour (`tipsTextColor`), read on the card's white (12 px: 4.5:1); preview names a replaced one. */
export function tipsColorOf (value: unknown, notes: string[] = []): string | undefined {
  return configuredText(t('product.a11y.tipsText'), color(value), '#ffffff', notes)
}

/**
 * The block's tag settings from untrusted config (`contents[0]`); any type but IMAGE is COLOR. A configured fill
 * is read against the tag's text (12 px: 4.5:1; ui/ProductParts draws white unless told), a text that does not
 * read given way with a note for preview pushed onto `notes`. (Unfilled, the tag is the theme's, which reads.)
 */
export function parseTagSettings (raw: unknown, notes: string[] = []): TagSettings {
  const r = isObject(raw) ? raw : {}
  const tagColor = color(r.tagColor)
  const tagTextColor = color(r.tagTextColor)
  return {
    activityStyle: activityStyleOf(r.activityStyle),
    tagType: keyword(r.tagType) === 'IMAGE' ? 'IMAGE' : 'COLOR',
    tagColor,
    tagTextColor: tagColor ? configuredText(t('product.a11y.tagText'), tagTextColor ?? '#ffffff', tagColor, notes) : tagTextColor,
    tagImage: imageUrl(r.tagImage)
  }
}

/**
 * The tag of one card. IMAGE: the product's own `tagUrl`, else the block's
 * `tagImage` (not in the spec: the per-product image is the more specific);
 * with neither, the text tag is shown rather than nothing. COLOR: the
 * product's `tag` text on the block's colours, cut to 6 characters in
 * DIRECT_SUBSIDY. No text and no image: no tag.
 */
export function tagOf (settings: TagSettings, product: Pick<ProductConfig, 'tag' | 'tagUrl'>): ProductTag | undefined {
  if (settings.tagType === 'IMAGE') {
    const image = product.tagUrl ?? settings.tagImage
    if (image) return { type: 'IMAGE', imageUrl: image }
  }
  if (!product.tag) return undefined
  const text = settings.activityStyle === 'DIRECT_SUBSIDY' ? cutToChars(product.tag, TAG_MAX_CHARS) : product.tag
  return { type: 'COLOR', text, color: settings.tagColor, textColor: settings.tagTextColor }
}
