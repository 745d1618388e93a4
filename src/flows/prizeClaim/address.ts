/**
 * The address book and the prize address form (002 §3 "Address book entry",
 * §4 "Physical prize address", §5, §9): shared by the prize draw, the
 * guessing game and the cashback campaign. Pure rules; the UI is
 * `AddressBook/`, the calls `services.address`.
 */
import { cut } from '@/lib/config'
import type { AddressEntry } from '@/services/address'

/** 002 §5, §9: "at most 20 addresses". */
export const ADDRESS_LIMIT = 20
/** 002 §5, §9: "Displayed address cut to 50 characters". */
export const ADDRESS_DISPLAY_MAX = 50
/** 002 §5, §9: "Phone input max length 11". */
export const PHONE_MAX = 11
/** 002 §5: the guessing game's form: "address max 50 characters, name max 10". */
export const GUESS_ADDRESS_MAX = 50
export const GUESS_NAME_MAX = 10

/** 002 §3 "Address book entry", as the address book's call reads it (services/address.ts). */
export type { AddressEntry }

/** The whole address as one line: province, city, district, point of interest, detail. */
export function fullAddress (entry: AddressEntry): string {
  const parts = [entry.provinceName, entry.cityName, entry.districtName, entry.pointOfInterest, entry.detailAddress]
  return parts.map((p) => p?.trim() ?? '').filter(Boolean).join('')
}

/** What the list shows: the address cut at 50 characters (002 §5). */
export function displayAddress (entry: AddressEntry): string {
  return cut(fullAddress(entry), ADDRESS_DISPLAY_MAX)
}

/** 002 §5: "An entry without a point of interest shows a complete-it link". */
export function needsCompletion (entry: AddressEntry): boolean {
  return !entry.pointOfInterest?.trim()
}

/** 002 §5: another address may be added below 20; at 20 the visitor is told 最多只能添加20条哦. */
export function canAddAddress (entries: readonly AddressEntry[]): boolean {
  return entries.length < ADDRESS_LIMIT
}

/** The default address first, the rest in the server's order (not in the spec). */
export function sortAddresses (entries: readonly AddressEntry[]): AddressEntry[] {
  return [...entries.filter((e) => e.isDefault), ...entries.filter((e) => !e.isDefault)]
}

/** Marks `id` default and the rest not, as set-default does on the server (an optimistic update). */
export function withDefault (entries: readonly AddressEntry[], id: AddressEntry['id']): AddressEntry[] {
  return entries.map((e) => ({ ...e, isDefault: String(e.id) === String(id) }))
}

/** Typing into a limited field keeps the first `max` characters (the inputs' maxlength, also for pasted text). */
export function limitInput (value: string, max: number): string {
  return cut(value, max)
}

/** The prize address form's fields (002 §5: "address, name and phone are all required"). */
export interface ClaimForm {
  address: string
  name: string
  mobile: string
}

export interface FormLimits {
  address?: number
  name?: number
  mobile: number
}

/** 002 §5: the prize draw's form limits the phone to 11; the guessing game's also the address to 50 and the name to 10. */
export const LOTTERY_FORM_LIMITS: FormLimits = { mobile: PHONE_MAX }
export const GUESS_FORM_LIMITS: FormLimits = { address: GUESS_ADDRESS_MAX, name: GUESS_NAME_MAX, mobile: PHONE_MAX }

/** A form as submitted: trimmed, each field within its limit. */
export function cleanForm (form: ClaimForm, limits: FormLimits): ClaimForm {
  const clip = (v: string, max?: number) => (max ? cut(v.trim(), max) : v.trim())
  return { address: clip(form.address, limits.address), name: clip(form.name, limits.name), mobile: clip(form.mobile, limits.mobile) }
}

/** 002 §5: 'incomplete' (请完整填写领奖信息) unless address, name and phone are all filled; undefined when it may be submitted. */
export function validateForm (form: ClaimForm): 'incomplete' | undefined {
  return form.address.trim() && form.name.trim() && form.mobile.trim() ? undefined : 'incomplete'
}

/** The form filled from an address book entry (contact name, mobile and the whole address). */
export function formFromEntry (entry: AddressEntry): ClaimForm {
  return { address: fullAddress(entry), name: entry.contactName?.trim() ?? '', mobile: entry.contactMobile?.trim() ?? '' }
}

/**
 * 002 §4 "Physical prize address": enter → confirm (edits locked) → submitted.
 * 'submitting' while the call is out; a failed call goes back to confirm (the
 * visitor may try again); once submitted nothing changes.
 */
export type FormStep = 'enter' | 'confirm' | 'submitting' | 'submitted'
export type FormEvent = 'submit' | 'back' | 'send' | 'sent' | 'failed'

export function nextFormStep (step: FormStep, event: FormEvent, form?: ClaimForm): FormStep {
  switch (step) {
    case 'enter': return event === 'submit' && form && !validateForm(form) ? 'confirm' : 'enter'
    case 'confirm': return event === 'back' ? 'enter' : event === 'send' ? 'submitting' : 'confirm'
    case 'submitting': return event === 'sent' ? 'submitted' : event === 'failed' ? 'confirm' : 'submitting'
    default: return 'submitted'
  }
}

/** Whether the fields may be edited at this step (002 §5: "After submission nothing can be changed"). */
export const formEditable = (step: FormStep): boolean => step === 'enter'
