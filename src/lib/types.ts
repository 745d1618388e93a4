/**
 * The types every layer shares: a configured component as the page call answers it, a configured click
 * target and the action a tap resolves to (the platform opens it, the renderer resolves it, config readers
 * build it), and a parse result (a block's, a shared ui model's). The bottom of the house: it imports nothing.
 */

/** One configured component as the page call answers it (services/types.ts reads the answer with its schema). */
export interface ComponentConfig {
  id: number | string
  uuid: string
  type: string
  remark?: string | null
  data?: Record<string, { contents?: unknown[], [field: string]: unknown } | undefined>
}

/** A block's config turned into its view model, or the reason it cannot be shown. */
/**
 * A block's config read: its view model, or why it is refused. `notes`: what an operator should know of a config
 * the page still shows (a text colour that reads poorly on its background): shown in preview mode only.
 */
export type ParseResult<T> = { ok: true, value: T, notes?: string[] } | { ok: false, reason: string }

export const valid = <T>(value: T, notes?: string[]): ParseResult<T> => (notes?.length ? { ok: true, value, notes } : { ok: true, value })
export const invalid = <T = never>(reason: string): ParseResult<T> => ({ ok: false, reason })

/** One item of a configured click (000 §2 "Click targets"): the item for the current platform decides what a tap does. */
export interface RedirectItem {
  platform: string
  scheme?: string
  path?: string
  /** The config gave a target that runs or embeds (`javascript:`, `data:`…): dropped, and a tap says 'invalid url' (000 §5). */
  refused?: boolean
}

/** What a tap does, resolved from the click targets for this platform (renderer/redirects/model.ts); the platform opens it. */
export type ClickAction =
  /** Nothing configured for this platform: the tap does nothing. */
  | { kind: 'none' }
  /** Not a URL the spec allows to open ('invalid url'). */
  | { kind: 'invalid', target: string }
  /** Inside a mini-program: a page path (tab pages switch tabs). */
  | { kind: 'miniPage', path: string, tab: boolean }
  /** Inside a mini-program: an http link through the web-view page. */
  | { kind: 'miniWebview', path: string }
  /** Inside a native app: the app's deep link. */
  | { kind: 'appDeepLink', url: string }
  /** Inside a native app: a mini-program page path, opened by the app. */
  | { kind: 'appMiniProgram', path: string }
  /** Mobile web: a hash route of this page, navigated relatively. */
  | { kind: 'webHash', hash: string }
  /** Mobile web: an absolute navigation, optionally in a new tab. */
  | { kind: 'webUrl', url: string, newTab: boolean }
