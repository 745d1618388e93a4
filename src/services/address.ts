/**
 * The address book's calls (002 §7), under the campaign-center prefix: every prize claim (the prize draw,
 * the guessing game, the cashback campaign's exchanges) picks its address from this book.
 */
import * as v from 'valibot'
import type { Http } from './http'
import type { CallFailures } from './failure'
import { id, listOf, optionalText } from './answerParts'

const PREFIX = '/campaign-center/api'
export const ADDRESS_PATHS = {
  list: `${PREFIX}/user-address/list`,
  setDefault: `${PREFIX}/user-address/set-default`,
  remove: `${PREFIX}/user-address/delete`
} as const

/** 002 §8: "Address-book load errors are ignored silently": the book keeps what it had; closed and opened again, it asks again. */
export const ADDRESS_FAILURES = {
  [ADDRESS_PATHS.list]: { quiet: '002 §8: address-book load errors are ignored silently (the book keeps what it had; opened again, it asks again)' }
} as const satisfies CallFailures

/** 002 §3 "Address book entry". */
const AddressSchema = v.pipe(
  v.looseObject({
    id,
    addressName: optionalText(60),
    provinceName: optionalText(40),
    cityName: optionalText(40),
    districtName: optionalText(40),
    pointOfInterest: optionalText(100),
    detailAddress: optionalText(200),
    contactName: optionalText(40),
    contactMobile: optionalText(20),
    isDefault: v.optional(v.unknown())
  }),
  v.transform((a): AddressEntry => ({
    id: a.id,
    addressName: a.addressName ?? undefined,
    provinceName: a.provinceName ?? undefined,
    cityName: a.cityName ?? undefined,
    districtName: a.districtName ?? undefined,
    pointOfInterest: a.pointOfInterest ?? undefined,
    detailAddress: a.detailAddress ?? undefined,
    contactName: a.contactName ?? undefined,
    contactMobile: a.contactMobile ?? undefined,
    isDefault: a.isDefault === true || a.isDefault === 1 || a.isDefault === '1'
  }))
)
/** 002 §3 "Address book entry" as read: what the address book and the claim form use (flows/prizeClaim). */
export interface AddressEntry {
  id: number | string
  addressName?: string
  provinceName?: string
  cityName?: string
  districtName?: string
  pointOfInterest?: string
  detailAddress?: string
  contactName?: string
  contactMobile?: string
  isDefault: boolean
}

export interface AddressService {
  list (): Promise<AddressEntry[]>
  setDefault (params: { id: number | string }): Promise<unknown>
  remove (params: { id: number | string }): Promise<unknown>
}

export function createAddressService (http: Http): AddressService {
  return {
    list: () => http.request(ADDRESS_PATHS.list, { method: 'GET', schema: listOf(AddressSchema, 50) }),
    setDefault: (params) => http.request(ADDRESS_PATHS.setDefault, { data: { ...params }, schema: v.unknown() }),
    remove: (params) => http.request(ADDRESS_PATHS.remove, { data: { ...params }, schema: v.unknown() })
  }
}
