/**
 * Every declared call failure (failure.ts), by gateway path: what the fault matrices read. A call not here
 * fails as the catalogue says (000 §8).
 */
import { ACTIVITY_FAILURES } from './activity'
import { CITY_FAILURES } from './city'
import { COUPON_FAILURES } from './coupons'
import type { CallFailure } from './failure'
import { LOTTERY_FAILURES } from './lottery'
import { ADDRESS_FAILURES } from './address'
import { POOL_FAILURES } from './productPool'

export const CALL_FAILURES: Readonly<Record<string, CallFailure>> = {
  ...ACTIVITY_FAILURES,
  ...CITY_FAILURES,
  ...COUPON_FAILURES,
  ...LOTTERY_FAILURES,
  ...ADDRESS_FAILURES,
  ...POOL_FAILURES
}
