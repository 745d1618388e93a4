import { View } from '@tarojs/components'
import type { TapProps } from './types'
import './index.scss'

export type { TapProps, TapRole } from './types'

/**
 * Whatever takes a tap, in the mini-programs: the host's view with the role and name its reader takes
 * (WeChat's aria-role / aria-label; docs/accessibility.md per host). The block passes its own handler.
 */
export function Tap ({ label, onTap, role = 'button', selected, disabled, className = '', style, id, children }: TapProps) {
  const a11y = { ariaRole: role, ariaLabel: label, ariaSelected: role === 'tab' ? !!selected : undefined, ariaDisabled: disabled || undefined }
  return (
    <View id={id} className={`tap ${className}`} style={style} onClick={onTap} {...(a11y as Record<string, unknown>)}>
      {children}
    </View>
  )
}
