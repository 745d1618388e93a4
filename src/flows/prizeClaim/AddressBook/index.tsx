import { observer } from 'mobx-react'
import { ScrollView, Text, View } from '@tarojs/components'
import { displayAddress, needsCompletion, type AddressEntry } from '../address'
import type { AddressBook, AddressBookLabels } from '../addressBook'
import type { ClaimFormFlow } from '../claimFormFlow'
import type { DialogStore } from '@/stores/dialogs'
import { Tap } from '@/ui/Tap'
import './index.scss'

/**
 * The address book (002 §2 modal screens, §5), shared by every block with a
 * physical prize: select, set default, edit, delete, add; the address cut at
 * 50 characters and a complete-it link on an entry without a point of
 * interest. State and calls in `../addressBook.ts`; the block supplies
 * the texts and what picking does. The page's dialog host is the modal
 * dialog (named by the title). An entry is a button named by what it shows
 * (picking it); its actions are buttons named by their word and the entry's
 * receiver (编辑 李四), as a reader lists them apart from the entry.
 */
export const AddressBookPanel = observer(function AddressBookPanel ({ book, labels, onPick }: { book: AddressBook, labels: AddressBookLabels, onPick: (entry: AddressEntry) => void }) {
  const entries = book.sorted
  return (
    <View className='address-book'>
      <Text className='address-book__title'>{labels.title}</Text>
      <ScrollView className='address-book__list' scrollY>
        {entries.length === 0 && !book.loading ? <Text className='address-book__empty'>{labels.empty}</Text> : null}
        {entries.map((entry) => {
          const who = entry.contactName ?? ''
          const named = (word: string) => (who ? `${word} ${who}` : word)
          const address = displayAddress(entry)
          return (
            <View key={String(entry.id)} className='address-book__entry'>
              <Tap className='address-book__main' label={[who, entry.contactMobile, entry.isDefault ? labels.isDefault : '', address].filter(Boolean).join(' ')} onTap={() => onPick(entry)}>
                <View className='address-book__who'>
                  <Text className='address-book__name'>{who}</Text>
                  <Text className='address-book__mobile'>{entry.contactMobile ?? ''}</Text>
                  {entry.isDefault ? <Text className='address-book__tag'>{labels.isDefault}</Text> : null}
                </View>
                <Text className='address-book__address'>{address}</Text>
              </Tap>
              <View className='address-book__actions'>
                {needsCompletion(entry) ? <Tap className='address-book__action address-book__action--complete' label={named(labels.complete)} onTap={() => book.edit(entry.id)}>{labels.complete}</Tap> : null}
                {!entry.isDefault ? <Tap className='address-book__action' label={named(labels.setDefault)} onTap={() => { void book.setDefault(entry.id) }}>{labels.setDefault}</Tap> : null}
                <Tap className='address-book__action' label={named(labels.edit)} onTap={() => book.edit(entry.id)}>{labels.edit}</Tap>
                <Tap className='address-book__action' label={named(labels.remove)} onTap={() => { void book.remove(entry.id) }}>{labels.remove}</Tap>
              </View>
            </View>
          )
        })}
      </ScrollView>
      <Tap className='address-book__add' label={labels.add} onTap={() => book.add()}>{labels.add}</Tap>
    </View>
  )
})

/** Opens the address book to pick a claim form's address from (`../claimFormFlow.ts`); picking closes it once confirmed. */
export function openAddressPicker (dialogs: Pick<DialogStore, 'open'>, flow: Pick<ClaimFormFlow<unknown>, 'addressBook' | 'pick'>, labels: AddressBookLabels): Promise<void> {
  return dialogs.open<void>({
    label: labels.title,
    dismissValue: undefined,
    render: (close) => <AddressBookPanel book={flow.addressBook} labels={labels} onPick={(entry) => { void flow.pick(entry, () => close(undefined)) }} />
  })
}
