/**
 * The QA login page's rules (mini-program builds for the local emulator only):
 * pick a test user, come back to the page that asked with a ticket, as the
 * emulator's /__login does for H5.
 */
import { encodeParam } from '@/lib/url'

/** Test accounts offered (any 11-digit number starting with 1 works against the emulator). */
export const TEST_USERS = ['13800000001', '13800000002', '13900000009'] as const

export const isMobile = (value: string): boolean => /^1\d{10}$/.test(value)

/**
 * Where to go back with the ticket: only a page of this package (a path under
 * /pages/), never another app or a URL; the ticket appended, as the gateway's
 * login page appends it.
 */
export function returnWithTicket (redirect: string | undefined, ticket: string): string | undefined {
  if (!redirect || !/^\/?pages\/[\w/-]+(\?.*)?$/.test(redirect)) return undefined
  const path = redirect.startsWith('/') ? redirect : `/${redirect}`
  return `${path}${path.includes('?') ? '&' : '?'}ticket=${encodeParam(ticket)}`
}
