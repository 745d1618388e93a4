import { BOOT_BLOCKS_GLOBAL, type BootItem, type BootShot } from './contract'
import { popupOf } from './preview'

/** The longest `after` waits for the preview's images. */
export const PREVIEW_AFTER_MS = 1000

/**
 * Draws the boot preview into the boot screen: the first blocks' images, top down, where the page will show
 * them; an image of unknown height is the last one placed until it has loaded, so nothing drawn moves (no
 * layout shift). The entry popup, when it will show, over them as the modal block draws it (modal/style.scss,
 * in the rem the page's own stylesheets use).
 *
 * Returns how many stacked blocks it drew (the app's first batch mounts at least those:
 * renderer/afterRender.h5.ts previewedBlocks), or undefined when it drew nothing. `after` runs once its
 * images have loaded (1 s at most); `painted` in the frame after every image drawn has loaded and decoded
 * (the app's scripts wait for it: a JPEG decodes off the main thread and would otherwise paint a frame or
 * more later, behind the app's first long script task).
 */
export function paintPreview (boot: HTMLElement | null, all: BootItem[], after: () => void, painted: () => void): number | undefined {
  const shots = all.filter((shot) => !('popup' in shot && shot.popup))
  const popup = popupOf(all)
  if (!boot || !all.length) return undefined
  ;(window as unknown as Record<string, unknown>)[BOOT_BLOCKS_GLOBAL] = shots.length
  let placed = 0
  let pending = 0
  let stopped = false
  let finished = false
  let afterDone = false
  const afterOnce = () => { if (!afterDone) { afterDone = true; after() } }
  setTimeout(afterOnce, PREVIEW_AFTER_MS)
  const check = () => {
    // Done when nothing drawn is loading and nothing more will be placed.
    if (finished || pending > 0 || (placed < shots.length && !stopped)) return
    finished = true
    afterOnce()
    requestAnimationFrame(() => { setTimeout(painted, 0) })
  }
  const image = (shot: BootShot, style: string, first: boolean) => {
    const img = document.createElement('img')
    img.alt = ''
    if (first) img.setAttribute('fetchpriority', 'high')
    img.style.cssText = 'display:block;width:100%;height:auto' + (shot.ratio ? ';aspect-ratio:' + shot.ratio + ';object-fit:fill' : '') + style
    img.src = shot.src
    pending++
    const settled = () => { pending--; check() }
    img.addEventListener('load', () => {
      if (typeof img.decode === 'function') img.decode().then(settled, settled)
      else settled()
    })
    // An image of unknown height that failed ends the column: nothing is placed below it.
    img.addEventListener('error', () => { if (!shot.ratio && !shot.popup) stopped = true; settled() })
    return img
  }
  const column = document.createElement('div')
  column.className = 'boot-preview'
  column.style.cssText = 'position:absolute;top:0;left:0;right:0'
  boot.appendChild(column)
  let firstImage = true
  const place = (n: number) => {
    if (n !== placed || n >= shots.length || !column.isConnected) return
    placed++
    const item = shots[n]
    if ('box' in item) {
      // An empty box of the block's height, in the rem the page's own stylesheets use (20 design px).
      const empty = document.createElement('div')
      empty.style.cssText = 'height:' + item.box / 20 + 'rem'
      column.appendChild(empty)
      place(n + 1)
      check()
      return
    }
    const img = image(item, '', firstImage)
    firstImage = false
    column.appendChild(img)
    if (item.ratio) place(n + 1)
    else img.onload = () => { place(n + 1) }
  }
  place(0)
  if (popup) {
    const layer = document.createElement('div')
    layer.className = 'boot-popup'
    layer.style.cssText = 'position:fixed;top:0;right:0;bottom:0;left:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.6)'
    const dialog = document.createElement('div')
    dialog.style.cssText = 'position:relative;width:80%;max-width:30rem;display:flex;flex-direction:column;align-items:center'
    dialog.appendChild(image(popup, ';border-radius:.6rem', true))
    const close = document.createElement('div')
    close.style.cssText = 'width:1.6rem;height:1.6rem;margin-top:1rem;border:.1rem solid #fff;border-radius:50%;color:#fff;font-size:1.2rem;line-height:1.4rem;text-align:center'
    close.textContent = '\u00d7'
    dialog.appendChild(close)
    layer.appendChild(dialog)
    boot.appendChild(layer)
  }
  return shots.length
}
