import { View, Text, Button } from '@tarojs/components'
import { t } from '@/i18n'
import './index.scss'

export interface PlaceholderProps {
  message: string
  /** The offline page's 'before' / 'after' / 'plain' variant (000 §4), for styling and tests. */
  variant?: string
  /** Shows the refresh button when given (000 §2: "the button reloads the page"). */
  onRefresh?: () => void
}

/** Full-page placeholder: loading failures, empty pages, offline activities, invalid links. */
export function Placeholder ({ message, variant, onRefresh }: PlaceholderProps) {
  return (
    <View className={`campaign-placeholder${variant ? ` campaign-placeholder--${variant}` : ''}`}>
      <Text className='campaign-placeholder__text'>{message}</Text>
      {onRefresh ? <Button className='campaign-placeholder__refresh' onClick={onRefresh}>{t('page.refresh')}</Button> : null}
    </View>
  )
}
