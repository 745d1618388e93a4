import { View, Text } from '@tarojs/components'
import { t } from '@/i18n'
import { roleOf } from '../a11y'
import type { DisplayAttrs } from '../display'
import { Tap } from '../Tap'
import './index.scss'

export interface PlaceholderProps {
  message: string
  /** The offline page's 'before' / 'after' / 'plain' variant (000 §4), for styling and tests. */
  variant?: string
  /** Shows the refresh button when given (000 §2: "the button reloads the page"). */
  onRefresh?: () => void
  /** The visitor's display (ui/display). */
  look?: DisplayAttrs
}

/**
 * Full-page placeholder: loading failures, empty pages, offline activities, invalid links. It is the page:
 * its one landmark, the page's name its heading for readers, then what happened.
 */
export function Placeholder ({ message, variant, onRefresh, look }: PlaceholderProps) {
  return (
    <View className={`campaign-placeholder${variant ? ` campaign-placeholder--${variant}` : ''}${look?.elderlyClass ?? ''}`} style={look?.style} {...roleOf('main')}>
      <View className='visually-hidden' {...roleOf('heading')} aria-level={1}>{t('page.navTitle')}</View>
      <Text className='campaign-placeholder__text'>{message}</Text>
      {onRefresh ? <Tap className='campaign-placeholder__refresh' label={t('page.refresh')} onTap={onRefresh}>{t('page.refresh')}</Tap> : null}
    </View>
  )
}
