/**
 * H5: a modal dialog's focus (WAI-ARIA's dialog pattern). When a dialog opens, the focus moves into it (its
 * first control, else the dialog itself) so a reader announces it and a keyboard acts in it; Tab and
 * Shift+Tab stay inside; Escape dismisses it; when the last dialog closes, the focus goes back where it was
 * (the control that opened it), else the page would send a reader to its top.
 */
import { useEffect, useRef, type MutableRefObject } from 'react'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

const focusables = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[aria-hidden="true"]') && !el.hasAttribute('disabled'))

export function useModalFocus (openId: number | undefined, escape: () => void): MutableRefObject<HTMLElement | null> {
  const body = useRef<HTMLElement | null>(null)
  // Where the focus was before the first dialog opened: it goes back there when none is left.
  const before = useRef<Element | null>(null)
  const onEscape = useRef(escape)
  onEscape.current = escape

  useEffect(() => {
    if (openId === undefined) {
      const back = before.current as HTMLElement | null
      before.current = null
      if (back && typeof back.focus === 'function' && back.isConnected) back.focus()
      return undefined
    }
    before.current ??= document.activeElement
    const el = body.current
    if (!el) return undefined
    el.tabIndex = -1
    // After the dialog's content has drawn (its first control may come a render later).
    const frame = requestAnimationFrame(() => { (focusables(el)[0] ?? el).focus() })
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' || e.key === 'Esc') {
        e.preventDefault()
        onEscape.current()
        return
      }
      if (e.key !== 'Tab') return
      const list = focusables(el)
      if (!list.length) {
        e.preventDefault()
        el.focus()
        return
      }
      const first = list[0]
      const last = list[list.length - 1]
      const at = document.activeElement
      if (e.shiftKey && (at === first || at === el || !el.contains(at))) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && (at === last || !el.contains(at))) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey, true)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('keydown', onKey, true)
    }
  }, [openId])

  return body
}
