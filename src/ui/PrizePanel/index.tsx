import type { CSSProperties, ReactNode } from 'react'
import { ScrollView, Text, View } from '@tarojs/components'
import { Tap } from '../Tap'
import './index.scss'

/**
 * A prize block's modal panels (002 §2: my prizes, a prize's detail, the task
 * list, the award detail), shared by every block with prizes: the frame (a
 * head with its title and ×), the scroll list with its empty line, the
 * bottom button, a redeem code's row with its copy, the shipping box. Each
 * part also carries the block's own class (`<block>__panel-head`,
 * `<block>__code-value`, …): the block's style sets its colours there, and
 * its tests find the parts by them. The block supplies every text, the
 * controls' names too (the ×'s 关闭). The page's dialog host is the modal
 * dialog (named by the request's label): a panel declares no role of its own.
 */
interface Part {
  /** The block's root class (its kind in kebab case). */
  block: string
}

export function PrizePanel ({ block, modifier, title, head, headStyle, closeLabel, onClose, children }: Part & {
  modifier?: string
  title?: string
  /** What the head shows instead of the title (the task list's header image: decoration, the dialog is named). */
  head?: ReactNode
  headStyle?: CSSProperties
  /** The ×'s name (关闭: the block's catalogue). */
  closeLabel: string
  onClose: () => void
  children?: ReactNode
}) {
  return (
    <View className={`prize-panel ${block}__panel${modifier ? ` ${block}__panel--${modifier}` : ''}`}>
      <View className={`prize-panel__head ${block}__panel-head`} style={headStyle}>
        {head ?? <Text className={`prize-panel__title ${block}__panel-title`}>{title}</Text>}
        <Tap className={`prize-panel__close ${block}__panel-close`} label={closeLabel} onTap={onClose}>×</Tap>
      </View>
      {children}
    </View>
  )
}

/** The panel's scrolling list; `emptyText` once the list has come empty. */
export function PrizePanelList ({ block, emptyText, children }: Part & { emptyText?: string, children?: ReactNode }) {
  return (
    <ScrollView className={`prize-panel__list ${block}__panel-list`} scrollY>
      {emptyText ? <Text className={`prize-panel__empty ${block}__panel-empty`}>{emptyText}</Text> : null}
      {children}
    </ScrollView>
  )
}

/** The panel's bottom button (关闭): `label` is what it says. */
export function PrizePanelButton ({ block, label, onTap }: Part & { label: string, onTap: () => void }) {
  return <Tap className={`prize-panel__button ${block}__panel-button`} label={label} onTap={onTap}>{label}</Tap>
}

/**
 * A redeem code (or card secret): its label, the code (selectable: the long-press fallback when copying fails) and
 * 复制, named with what it copies (复制兑换码).
 */
export function PrizeCode ({ block, label, value, copyText, onCopy }: Part & { label: string, value: string, copyText: string, onCopy: (value: string) => void }) {
  return (
    <View className={`prize-panel__box prize-code ${block}__code`}>
      <Text className={`prize-code__label ${block}__code-label`}>{label}</Text>
      <Text className={`prize-code__value ${block}__code-value`} selectable userSelect>{value}</Text>
      <Tap className={`prize-code__copy ${block}__code-copy`} label={`${copyText}${label}`} onTap={() => onCopy(value)}>{copyText}</Tap>
    </View>
  )
}

/** A line of the detail (the code's use, the receiver). */
export function PrizeNote ({ block, children }: Part & { children: ReactNode }) {
  return <Text className={`prize-panel__note ${block}__detail-desc`}>{children}</Text>
}

/** Where a physical prize goes: the label, the receiver (name and phone) and the address. */
export function PrizeShipping ({ block, label, receiver, address }: Part & { label: string, receiver: string, address: string }) {
  return (
    <View className={`prize-panel__box ${block}__shipping`}>
      <Text className={`prize-code__label ${block}__code-label`}>{label}</Text>
      <PrizeNote block={block}>{receiver}</PrizeNote>
      <PrizeNote block={block}>{address}</PrizeNote>
    </View>
  )
}
