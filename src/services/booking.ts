/**
 * Bookings of reminders (001 §6, §7): which sessions' items the visitor has
 * booked. The seckill's appointment state query has no path in the spec
 * ("path not shown"); it is taken to be the coupon grab's
 * `/activity-book/query-status` with actType 1, which the emulator serves.
 */
import * as v from 'valibot'
import type { Http } from './http'

export const BOOKING_PATHS = {
  queryStatus: '/activity-book/query-status',
  cancel: '/activity-book/cancel'
} as const

/** actType of a seckill item's booking (001 §7). */
export const ACT_TYPE_SECKILL = 1

/** `data` maps actId to a booked flag; other values count as not booked. */
const BookedSchema = v.pipe(
  v.nullable(v.record(v.string(), v.unknown())),
  v.transform((map) => Object.fromEntries(Object.entries(map ?? {}).map(([actId, booked]) => [actId, booked === true || booked === 1])) as Record<string, boolean>)
)

export interface BookingService {
  /** Booked flags by actId for one session's items (needs login). */
  queryStatus (params: { sessId: string | number, actIds: Array<string | number>, actType: number }): Promise<Record<string, boolean>>
  /** Cancels a booking (001 §7: success code 200 and data). */
  cancel (params: { sessId: string | number, actId: string | number, actType: number, sceneCode: string }): Promise<unknown>
}

export function createBookingService (http: Http): BookingService {
  return {
    queryStatus: (params) => http.request(BOOKING_PATHS.queryStatus, { data: { ...params }, schema: BookedSchema }),
    cancel: (params) => http.request(BOOKING_PATHS.cancel, { data: { ...params }, schema: v.unknown() })
  }
}
