import { Text, View } from '@tarojs/components'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import type { RichNode } from './model'
import './style.scss'

function Link ({ node, component }: { node: Extract<RichNode, { type: 'link' }>, component: ComponentMeta }) {
  const onClick = useClick(node.redirects, component)
  return <Text className='rich-text__link' onClick={onClick}>{node.children.map((c, i) => <Node key={i} node={c} component={component} />)}</Text>
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
