import type { KeyboardEvent } from 'react'
import type { TapProps } from './types'
import './index.scss'

export type { TapProps, TapRole } from './types'

/**
 * Whatever takes a tap, on H5 (and the HarmonyOS webview): a role and a name for screen readers (TalkBack,
 * VoiceOver, the WeChat browser's), a place in the keyboard's order, Enter (and Space for a button or tab)
 * doing what a tap does, and a focus ring. The block passes its own handler: its click policy (the burst
 * lock, the login gate) stays where it is.
 */
export function Tap ({ label, onTap, role = 'button', selected, disabled, className = '', style, id, children }: TapProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    // A key pressed on a control inside this one (a store card's 导航) is that control's alone.
    if (e.target !== e.currentTarget) return
    if (e.key === 'Enter' || ((e.key === ' ' || e.key === 'Spacebar') && role !== 'link')) {
      // Space would scroll the page; Enter on a link would also follow an href (there is none).
      e.preventDefault()
      onTap()
    }
  }
  return (
    // A plain element, as Taro's H5 view renders one (ui/Img does the same): its props are HTML's.
    <div
      id={id}
      className={`tap ${className}`}
      style={style}
      role={role}
      aria-label={label}
      aria-selected={role === 'tab' ? !!selected : undefined}
      aria-disabled={disabled || undefined}
      tabIndex={0}
      onClick={onTap}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  )
}
