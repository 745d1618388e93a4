import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import { Tap } from '@/ui/Tap'
import type { RichNode } from './model'
import './style.scss'

/** A node's text, as a reader says it (a link's name is what it shows: WCAG 2.5.3). */
const textOf = (node: RichNode): string => (node.type === 'text' ? node.text : node.children.map(textOf).join(''))

/** A link in the text: a link (it opens a page) named by its own words, inline in its line; one without a target is text. */
function Link ({ node, component }: { node: Extract<RichNode, { type: 'link' }>, component: ComponentMeta }) {
  const onClick = useClick(node.redirects, component)
  const children = node.children.map((c, i) => <Node key={i} node={c} component={component} />)
  if (!node.redirects.length) return <Text className='rich-text__link'>{children}</Text>
  return <Tap className='rich-text__link' role='link' label={textOf(node).trim() || t('richText.a11y.link')} onTap={onClick}>{children}</Tap>
}

function Node ({ node, component }: { node: RichNode, component: ComponentMeta }) {
  if (node.type === 'text') {
    const { bold, underline, italic, strikethrough } = node.marks
    const decoration = [underline && 'underline', strikethrough && 'line-through'].filter(Boolean).join(' ')
    return <Text style={{ fontWeight: bold ? 'bold' : undefined, fontStyle: italic ? 'italic' : undefined, textDecoration: decoration || undefined }}>{node.text}</Text>
  }
  if (node.type === 'link') return <Link node={node} component={component} />
  const children = node.children.map((c, i) => <Node key={i} node={c} component={component} />)
  if (node.type === 'ordered-list' || node.type === 'unordered-list') {
    return (
      <View className={`rich-text__list rich-text__list--${node.type === 'ordered-list' ? 'ol' : 'ul'}`}>
        {node.children.map((c, i) => (
          <View key={i} className='rich-text__item'>
            <Text className='rich-text__marker'>{node.type === 'ordered-list' ? `${i + 1}.` : '•'}</Text>
            <View className='rich-text__item-body'><Node node={c} component={component} /></View>
          </View>
        ))}
      </View>
    )
  }
  if (node.type === 'list-item' || node.type === 'root') return <View className={`rich-text__${node.type}`}>{children}</View>
  return <View className={`rich-text__${node.type}`}>{children}</View>
}

/** Rich text (000 §3): components built from the node tree, never HTML from config. */
export default function RichText ({ model, component }: BlockProps<{ root: RichNode }>) {
  return <View className='rich-text'><Node node={model.root} component={component} /></View>
}
