import { View } from '@tarojs/components'
import { roleOf } from '../a11y'
import type { TapProps } from './types'
import './index.scss'

export type { TapProps, TapRole } from './types'

/**
 * Whatever takes a tap, in the mini-programs: the host's view with the role and name its reader takes, in
 * the host's own attributes (WeChat's aria-role, Alipay's role; aria-label on both: ui/a11y and
 * plugins/a11y-attrs, docs/accessibility.md per host). The block passes its own handler.
 */
export function Tap ({ label, onTap, role = 'button', selected, disabled, className = '', style, id, children }: TapProps) {
  const a11y = { ...roleOf(role), ariaLabel: label, ariaSelected: role === 'tab' ? !!selected : undefined, ariaDisabled: disabled || undefined }
  return (
    <View id={id} className={`tap ${className}`} style={style} onClick={onTap} {...(a11y as Record<string, unknown>)}>
      {children}
    </View>
  )
}
