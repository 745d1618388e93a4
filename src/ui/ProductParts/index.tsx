/**
 * The parts the curated product cards share (the grid's, the card carousel's and the big banner's: issue
 * 42's one set of parts): the corner tag and the buy button. Each part takes its block's class prefix, so
 * each block lays it out in its own style.scss; the parts add no wrapper of their own.
 */
import type { CSSProperties } from 'react'
import { Text } from '@tarojs/components'
import type { ProductTag as Tag, ThemeColor } from '@/product'
import { Img } from '../Img'

/** The tag (001 §9 "Tag type COLOR or IMAGE"): text on its colour (the theme's when none) in its text colour (white when none), or an image. */
export function ProductTag ({ block, tag, theme }: { block: string, tag: Tag, theme: ThemeColor }) {
  if (tag.type === 'IMAGE') return <Img className={`${block}__tag-image`} src={tag.imageUrl} mode='heightFix' />
  const style: CSSProperties = { backgroundColor: tag.color ?? theme.main, color: tag.textColor ?? '#fff' }
  return <Text className={`${block}__tag`} style={style}>{tag.text}</Text>
}

/** The buy button (001 §3 btnImage, btnText): the image when configured, else the text on the theme colour; `off` when sold out. */
export function BuyButton ({ block, image, text, theme, off }: { block: string, image?: string, text: string, theme: ThemeColor, off: boolean }) {
  if (image) return <Img className={`${block}__button-image${off ? ` ${block}__button-image--off` : ''}`} src={image} mode='heightFix' />
  return (
    <Text className={`${block}__button${off ? ` ${block}__button--off` : ''}`} style={off ? undefined : { backgroundColor: theme.main }}>
      {text}
    </Text>
  )
}
