/**
 * Mini-programs: a tap on a store's phone asks the host to dial it (every
 * host has makePhoneCall; the visitor confirms in the host's own sheet).
 */
import Taro from '@tarojs/taro'

/** Resolves once the host took the number; rejects when it could not (a cancel included). */
export async function dial (phone: string): Promise<void> {
  await Taro.makePhoneCall({ phoneNumber: phone })
}
