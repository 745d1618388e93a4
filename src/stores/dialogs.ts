import { action, actionBound, computed, makeObservable, observableRef } from 'mobx'
import type { ReactNode } from 'react'

export interface DialogRequest<R> {
  /** The dialog's content; `close(result)` settles the promise `open` returned. */
  render: (close: (result: R) => void) => ReactNode
  /** The dialog's name as a screen reader says it when it opens (its title, in the catalogue's words). */
  label: string
  /** What the promise resolves with when the dialog is dismissed (mask tap, page closed). */
  dismissValue: R
  /** Whether a tap on the mask dismisses it (default true). */
  maskClosable?: boolean
  /** Closes itself after this many ms (001's 3 s success dialog), resolving with `dismissValue`. */
  autoCloseMs?: number
}

interface OpenDialog {
  id: number
  render: (close: (result: unknown) => void) => ReactNode
  label: string
  maskClosable: boolean
  resolve: (result: unknown) => void
  dismissValue: unknown
  timer?: ReturnType<typeof setTimeout>
}

/**
 * Dialogs of the page, shown by the one DialogHost at the page root: a dialog
 * opened from inside a transformed carousel or a sticky bar would otherwise be
 * positioned (and clipped) by that ancestor. Blocks call `open` and await the
 * result; the newest dialog is on top.
 */
export class DialogStore {
  stack: OpenDialog[] = []
  private seq = 0

  constructor () {
    // dismissTop: the host hands it to the mask's onClick as it is.
    makeObservable<DialogStore, 'push'>(this, {
      stack: observableRef,
      top: computed,
      open: action,
      push: action,
      close: action,
      dismissTop: actionBound,
      escapeTop: actionBound,
      dispose: action
    })
  }

  get top (): OpenDialog | undefined {
    return this.stack[this.stack.length - 1]
  }

  open<R> (request: DialogRequest<R>): Promise<R> {
    return new Promise<R>((resolve) => {
      const dialog: OpenDialog = {
        id: ++this.seq,
        render: request.render as OpenDialog['render'],
        label: request.label,
        maskClosable: request.maskClosable ?? true,
        resolve: resolve as (result: unknown) => void,
        dismissValue: request.dismissValue
      }
      if (request.autoCloseMs) dialog.timer = setTimeout(() => this.close(dialog.id, dialog.dismissValue), request.autoCloseMs)
      this.push(dialog)
    })
  }

  private push (dialog: OpenDialog): void {
    this.stack = [...this.stack, dialog]
  }

  close (id: number, result: unknown): void {
    const dialog = this.stack.find((d) => d.id === id)
    if (!dialog) return
    this.stack = this.stack.filter((d) => d !== dialog)
    if (dialog.timer) clearTimeout(dialog.timer)
    dialog.resolve(result)
  }

  dismissTop (): void {
    const top = this.top
    if (top && top.maskClosable) this.close(top.id, top.dismissValue)
  }

  /** Escape (a keyboard, a reader's dismiss gesture): the top dialog closes as dismissed, even one the mask does not close. */
  escapeTop (): void {
    const top = this.top
    if (top) this.close(top.id, top.dismissValue)
  }

  /** The page is going away: every open dialog resolves with its dismiss value. */
  dispose (): void {
    for (const dialog of [...this.stack]) this.close(dialog.id, dialog.dismissValue)
  }
}
