/**
 * Mini-programs: no settle signal. The host harness runs the bundle on a virtual clock and knows by itself
 * when every timer and request is done (test/hosts/harness.ts settle()); nothing in a mini-program build
 * waits on the page from outside.
 */
import type { Busy } from '@/lib/settle'

/** Where the app reports its work to the page's settle signal, when this build has one switched on. */
export function pageSettle (): Busy | undefined {
  return undefined
}
