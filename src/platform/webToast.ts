/**
 * The web builds' toast: one element per page, shown with the text and hidden
 * (kept in the document) after the duration. Taro's H5 showToast brings its
 * whole interaction API (toast, modal, action sheet: ~6 KB brotli) onto the
 * first route for this one call.
 */
export type ShowToast = (text: string, durationMs: number) => void

const STYLE = 'position:fixed;z-index:5000;left:50%;top:50%;max-width:70%;padding:10px 16px;border-radius:8px;' +
  'background:rgba(17,17,17,.75);color:#fff;font-size:14px;line-height:1.5;text-align:center;word-break:break-word;' +
  'transform:translate(-50%,-50%);pointer-events:none;transition:opacity .2s,visibility .2s'

export function createWebToast (doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ShowToast {
  let box: HTMLElement | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  return (text, durationMs) => {
    if (!doc?.body) return
    if (!box || !box.isConnected) {
      box = doc.createElement('div')
      box.className = 'web-toast'
      box.setAttribute('role', 'status')
      box.setAttribute('aria-live', 'polite')
      box.style.cssText = STYLE
      doc.body.appendChild(box)
    }
    const shown = box
    shown.textContent = text
    shown.style.visibility = 'visible'
    shown.style.opacity = '1'
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      shown.style.opacity = '0'
      shown.style.visibility = 'hidden'
    }, durationMs)
  }
}
