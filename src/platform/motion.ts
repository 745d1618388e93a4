/**
 * Whether the visitor asked for less motion. Mini-programs: no host reports it (the elderly mode, issue 54,
 * will); the carousels, count-ups and prize animations run as the spec times them.
 */
export function prefersReducedMotion (): boolean {
  return false
}
