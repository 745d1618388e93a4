import { observer } from 'mobx-react'
import { ScrollView, Text, View } from '@tarojs/components'
import { displayAddress, needsCompletion, type AddressEntry } from '../address'
import type { AddressBook, AddressBookLabels } from '../addressBook'
import type { ClaimFormFlow } from '../claimFormFlow'
import type { DialogStore } from '@/stores/dialogs'
import './index.scss'

/**
 * The address book (002 §2 modal screens, §5), shared by every block with a
 * physical prize: select, set default, edit, delete, add; the address cut at
 * 50 characters and a complete-it link on an entry without a point of
 * interest. State and calls in `../addressBook.ts`; the block supplies
 * the texts and what picking does.
 */
export const AddressBookPanel = observer(function AddressBookPanel ({ book, labels, onPick }: { book: AddressBook, labels: AddressBookLabels, onPick: (entry: AddressEntry) => void }) {
  const entries = book.sorted
  return (
    <View className='address-book' role='dialog'>
      <Text className='address-book__title'>{labels.title}</Text>
      <ScrollView className='address-book__list' scrollY>
        {entries.length === 0 && !book.loading ? <Text className='address-book__empty'>{labels.empty}</Text> : null}
        {entries.map((entry) => (
          <View key={String(entry.id)} className='address-book__entry'>
            <View className='address-book__main' onClick={() => onPick(entry)}>
              <View className='address-book__who'>
                <Text className='address-book__name'>{entry.contactName ?? ''}</Text>
                <Text className='address-book__mobile'>{entry.contactMobile ?? ''}</Text>
                {entry.isDefault ? <Text className='address-book__tag'>{labels.isDefault}</Text> : null}
              </View>
              <Text className='address-book__address'>{displayAddress(entry)}</Text>
            </View>
            <View className='address-book__actions'>
              {needsCompletion(entry) ? <Text className='address-book__action address-book__action--complete' onClick={() => book.edit(entry.id)}>{labels.complete}</Text> : null}
              {!entry.isDefault ? <Text className='address-book__action' onClick={() => { void book.setDefault(entry.id) }}>{labels.setDefault}</Text> : null}
              <Text className='address-book__action' onClick={() => book.edit(entry.id)}>{labels.edit}</Text>
              <Text className='address-book__action' onClick={() => { void book.remove(entry.id) }}>{labels.remove}</Text>
            </View>
          </View>
        ))}
      </ScrollView>
      <View className='address-book__add' onClick={() => book.add()}>{labels.add}</View>
    </View>
  )
})

/** Opens the address book to pick a claim form's address from (`../claimFormFlow.ts`); picking closes it once confirmed. */
export function openAddressPicker (dialogs: Pick<DialogStore, 'open'>, flow: Pick<ClaimFormFlow<unknown>, 'addressBook' | 'pick'>, labels: AddressBookLabels): Promise<void> {
  return dialogs.open<void>({
    dismissValue: undefined,
    render: (close) => <AddressBookPanel book={flow.addressBook} labels={labels} onPick={(entry) => { void flow.pick(entry, () => close(undefined)) }} />
  })
}
