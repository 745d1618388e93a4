/**
 * The texts of a block's prize pieces (the claim form, the address book),
 * read from the block's own catalogue keys: every block with a physical prize
 * names them alike under its prefix (`<prefix>.form.title`,
 * `<prefix>.address.pickConfirm`, `<prefix>.dialog.ok`, …), each in its
 * messages.ts. The prefix's type admits only a prefix with all of them.
 */
import { t, type MessageKey } from '@/i18n'
import type { AddressBookTexts } from './addressBook'
import type { ClaimFormTexts } from './claimFormFlow'

type Suffix =
  | 'form.title' | 'form.address' | 'form.pickAddress' | 'form.name' | 'form.namePlaceholder' | 'form.mobile' | 'form.mobilePlaceholder'
  | 'form.warnSave' | 'form.warnSubmit' | 'form.submit' | 'form.confirm' | 'form.back' | 'form.submitted' | 'form.incomplete'
  | 'address.title' | 'address.add' | 'address.edit' | 'address.delete' | 'address.default' | 'address.setDefault' | 'address.complete'
  | 'address.empty' | 'address.limit' | 'address.deleteConfirm' | 'address.deleted' | 'address.done' | 'address.pickConfirm'
  | 'dialog.ok' | 'dialog.cancel'

/** The prefixes under which the catalogue has `<prefix>.<suffix>`. */
type PrefixesOf<S extends string> = MessageKey extends infer K ? (K extends `${infer P}.${S}` ? P : never) : never
/** The prefixes that have every suffix (the union of functions infers the intersection of their parameters). */
export type PrizePrefix = { [S in Suffix]: (prefix: PrefixesOf<S>) => void }[Suffix] extends (prefix: infer P) => void ? P : never

export interface PrizeTexts extends ClaimFormTexts {
  addressBook: AddressBookTexts
}

export function prizeTexts (prefix: PrizePrefix): PrizeTexts {
  const text = (suffix: Suffix) => t(`${prefix}.${suffix}` as MessageKey)
  return {
    incomplete: text('form.incomplete'),
    form: {
      title: text('form.title'),
      address: text('form.address'),
      pickAddress: text('form.pickAddress'),
      name: text('form.name'),
      namePlaceholder: text('form.namePlaceholder'),
      mobile: text('form.mobile'),
      mobilePlaceholder: text('form.mobilePlaceholder'),
      warnSave: text('form.warnSave'),
      warnSubmit: text('form.warnSubmit'),
      submit: text('form.submit'),
      confirm: text('form.confirm'),
      back: text('form.back'),
      submitted: text('form.submitted')
    },
    addresses: {
      title: text('address.title'),
      add: text('address.add'),
      edit: text('address.edit'),
      remove: text('address.delete'),
      isDefault: text('address.default'),
      setDefault: text('address.setDefault'),
      complete: text('address.complete'),
      empty: text('address.empty')
    },
    addressBook: {
      limit: text('address.limit'),
      deleteConfirm: text('address.deleteConfirm'),
      deleted: text('address.deleted'),
      done: text('address.done'),
      pickConfirm: text('address.pickConfirm'),
      ok: text('dialog.ok'),
      cancel: text('dialog.cancel')
    }
  }
}
