/**
 * Mini-programs: the host moves its reader's focus itself and has no keyboard; the dialog is marked modal in
 * its attributes (docs/accessibility.md). Nothing to hold here.
 */
import { useRef, type MutableRefObject } from 'react'

export function useModalFocus (_openId: number | undefined, _escape: () => void): MutableRefObject<unknown> {
  return useRef<unknown>(null)
}
