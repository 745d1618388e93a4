/**
 * H5: index.html paints a boot screen before any script runs (the first paint
 * does not wait for the scripts); the page removes it once it shows its
 * content, a placeholder, or a failure.
 */
export function hideBootScreen (): void {
  document.getElementById('boot-screen')?.remove()
}
