/**
 * The web adapter's clipboard (H5 and HarmonyOS): the async clipboard where the page may use it, else a
 * selected textarea and `execCommand('copy')`, whose answer is checked (Taro's
 * H5 setClipboardData says it copied whatever happened: an in-app browser
 * that refuses leaves the visitor with nothing). False: show the code for a
 * long press instead.
 */
export async function copyText (text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Refused (no user activation, an insecure page): the old way below may still work.
  }
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false
  const area = document.createElement('textarea')
  area.value = text
  area.readOnly = true
  area.setAttribute('style', 'position:fixed;top:0;left:-9999px;opacity:0')
  document.body.appendChild(area)
  try {
    area.select()
    area.setSelectionRange(0, text.length)
    return document.execCommand('copy') === true
  } catch {
    return false
  } finally {
    document.body.removeChild(area)
  }
}
