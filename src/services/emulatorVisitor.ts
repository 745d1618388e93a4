/**
 * The local emulator's visitor, for QA builds of the mini-programs (the same builds as the QA login page:
 * config/env.ts). The emulator keeps each visitor's scenario, clock and faults; in a browser it knows the
 * visitor by a cookie, but a mini-program on a phone keeps no cookies (wx.request, my.request and
 * tt.request send none on devices). So a QA build names its visitor itself: an id of its own, kept in
 * the host's storage, sent on every gateway call. A release build sends nothing (test/dist checks it).
 */

/** The header the emulator reads before its cookie (server/state.ts). */
export const EMULATOR_VISITOR_HEADER = 'x-emu-visitor'
/** Where the id is kept in the host's storage. */
export const EMULATOR_VISITOR_KEY = 'emu:visitor'
/** The ids the emulator accepts as they are (server/state.ts takes this one). */
export const EMULATOR_VISITOR_ID = /^[\w-]{8,64}$/

export interface VisitorStorage {
  get (key: string): unknown
  set (key: string, value: string): void
}

/** A new visitor id: no secret, only unlikely to meet another device's. */
export function newVisitorId (random: () => number = Math.random, now: () => number = Date.now): string {
  let tail = ''
  while (tail.length < 16) tail += Math.floor(random() * 36).toString(36)
  return `mp-${now().toString(36)}-${tail}`
}

/** This device's visitor id: the kept one, else a new one, kept from then on. */
export function emulatorVisitorId (storage: VisitorStorage, create: () => string = newVisitorId): string {
  const kept = storage.get(EMULATOR_VISITOR_KEY)
  if (typeof kept === 'string' && EMULATOR_VISITOR_ID.test(kept)) return kept
  const id = create()
  storage.set(EMULATOR_VISITOR_KEY, id)
  return id
}
