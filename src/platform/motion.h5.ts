/**
 * H5 (and the HarmonyOS webview): whether the visitor asked the system for less motion
 * (`prefers-reduced-motion`): carousels do not autoplay, count-ups show their price at once, the prize draw's
 * animations are cut to their result (docs/accessibility.md). Read when asked: a visitor may change it.
 */
export function prefersReducedMotion (): boolean {
  try {
    return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  } catch {
    return false
  }
}
