/**
 * Where uncaught errors go (000 §9: errors reported at rate 1). The window's and the app's error events
 * are global, so this is the one piece of module state: the tracker of the newest page view (a tracker
 * is created per page view, and the newest is on top). Errors before any page view exists wait here,
 * a few at most, until one does.
 */

/** Where an uncaught error came from: a thrown error, or a promise rejected with nobody to catch it. */
/** An uncaught error, an unhandled rejection, or the page's own layout failing (a host that answers no layout query). */
export type ErrorSource = 'error' | 'rejection' | 'layout'

export interface UncaughtContext {
  source: ErrorSource
  /** The page's address (its ticket or token, if any, is removed before it leaves). */
  url?: string
}

/** What reports an uncaught error: a page view's tracker (services/analytics.ts). */
export interface ErrorReporter {
  reportError: (error: unknown, context: UncaughtContext) => void
}

/** Errors kept until a page view's tracker exists (a boot loop must not fill memory). */
const EARLY_MAX = 5

let current: ErrorReporter | undefined
const early: Array<[unknown, UncaughtContext]> = []

/** This tracker's page view is the newest: uncaught errors go to it from now on. */
export function routeUncaught (tracker: ErrorReporter): void {
  current = tracker
  for (const [error, context] of early.splice(0)) tracker.reportError(error, context)
}

/** An uncaught error or rejection (window or app handler): reported by the newest page view's tracker. */
export function reportUncaught (error: unknown, context: UncaughtContext): void {
  if (current) current.reportError(error, context)
  else if (early.length < EARLY_MAX) early.push([error, context])
}
