/**
 * The device in the visitor's hand, as the local-device valuation asks for it
 * (000 §1, 002 §7 brand and model): the native data keys `brand` and `model`
 * on every host. Apps answer them through the bridge; mini-programs from the
 * host's system info (`readNativeData` in mini.ts); a plain browser has
 * neither, and the card goes on without them (the valuation block's README).
 */
import type { PlatformAdapter } from './types'

export interface Device {
  brand?: string
  model?: string
}

/**
 * How long the card waits for the device before asking without it. The native data call's own limit is
 * 10 s (000 §9), far too long for a card's placeholder: an app whose bridge is slow still gets a card.
 */
export const DEVICE_WAIT_MS = 2_000

const value = (read: Promise<string | undefined>): Promise<string | undefined> =>
  read.then((v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined), () => undefined)

/** Brand and model as far as the host tells them within `waitMs`; never rejects. */
export function readDevice (platform: Pick<PlatformAdapter, 'readNativeData'>, waitMs = DEVICE_WAIT_MS): Promise<Device> {
  const both = Promise.all([value(platform.readNativeData('brand')), value(platform.readNativeData('model'))])
    .then(([brand, model]): Device => ({ ...(brand ? { brand } : {}), ...(model ? { model } : {}) }))
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Device>((resolve) => { timer = setTimeout(() => resolve({}), waitMs) })
  return Promise.race([both, late]).finally(() => clearTimeout(timer))
}
