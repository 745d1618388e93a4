/**
 * The prize claim's prompts drawn in the page's dialog host: the form, the address book to pick from, and
 * the book's questions. A block with a physical prize includes them in its own prompts (its panels).
 */
import type { DialogStore } from '@/stores/dialogs'
import { confirm } from '@/ui/Dialog'
import { openAddressPicker } from './AddressBook'
import { openClaimForm } from './ClaimForm'
import type { ClaimPrompts } from './claimFormFlow'

export function claimPanels (dialogs: Pick<DialogStore, 'open'>): ClaimPrompts {
  return {
    claimForm: (flow, labels) => openClaimForm(dialogs, flow, labels),
    addressPicker: (flow, labels) => openAddressPicker(dialogs, flow, labels),
    ask: (question) => confirm(dialogs, question)
  }
}
