import { observer } from 'mobx-react'
import { Input, Text, View } from '@tarojs/components'
import { formEditable, PHONE_MAX, type ClaimForm, type FormStep } from '../address'
import type { ClaimFormFlow, ClaimFormLabels } from '../claimFormFlow'
import type { DialogStore } from '@/stores/dialogs'
import { Tap } from '@/ui/Tap'
import './index.scss'

export interface ClaimFormProps {
  values: ClaimForm
  step: FormStep
  labels: ClaimFormLabels
  onChange: (field: keyof ClaimForm, value: string) => void
  onPickAddress: () => void
  onSubmit: () => void
  onBack: () => void
  onConfirm: () => void
}

/**
 * The prize address form (002 §4 "Physical prize address", §5): address
 * (picked from the address book), name and phone (at most 11); enter →
 * confirm (fields locked) → submitted (nothing can change). Shared by every
 * block with a physical prize; the rules are `../address.ts`. The page's
 * dialog host is the modal dialog (named by the form's title); each field
 * is named by its visible label, the address row is a button named by its
 * label and what it shows (locked while confirming: it says so).
 */
export function ClaimFormPanel ({ values, step, labels, onChange, onPickAddress, onSubmit, onBack, onConfirm }: ClaimFormProps) {
  const editable = formEditable(step)
  return (
    <View className={`claim-form claim-form--${step}`}>
      <Text className='claim-form__title'>{labels.title}</Text>
      <Tap className='claim-form__row' label={`${labels.address} ${values.address || labels.pickAddress}`} disabled={!editable} onTap={() => { if (editable) onPickAddress() }}>
        <Text className='claim-form__label'>{labels.address}</Text>
        <Text className={`claim-form__value${values.address ? '' : ' claim-form__value--empty'}`}>{values.address || labels.pickAddress}</Text>
      </Tap>
      <View className='claim-form__row'>
        <Text className='claim-form__label'>{labels.name}</Text>
        <Input className='claim-form__input' aria-label={labels.name} value={values.name} placeholder={labels.namePlaceholder} disabled={!editable} onInput={(e) => onChange('name', e.detail.value)} />
      </View>
      <View className='claim-form__row'>
        <Text className='claim-form__label'>{labels.mobile}</Text>
        <Input className='claim-form__input' aria-label={labels.mobile} type='number' maxlength={PHONE_MAX} value={values.mobile} placeholder={labels.mobilePlaceholder} disabled={!editable} onInput={(e) => onChange('mobile', e.detail.value)} />
      </View>
      <Text className='claim-form__warning'>{step === 'enter' ? labels.warnSave : labels.warnSubmit}</Text>
      <View className='claim-form__buttons'>
        {step === 'enter' ? <Tap className='claim-form__button claim-form__button--main' label={labels.submit} onTap={onSubmit}>{labels.submit}</Tap> : null}
        {step === 'confirm' || step === 'submitting'
          ? (
            <>
              <Tap className='claim-form__button' label={labels.back} disabled={step !== 'confirm'} onTap={() => { if (step === 'confirm') onBack() }}>{labels.back}</Tap>
              <Tap className='claim-form__button claim-form__button--main' label={labels.confirm} disabled={step !== 'confirm'} onTap={() => { if (step === 'confirm') onConfirm() }}>{labels.confirm}</Tap>
            </>
            )
          : null}
        {step === 'submitted' ? <Text className='claim-form__done'>{labels.submitted}</Text> : null}
      </View>
    </View>
  )
}

type Flow = Pick<ClaimFormFlow<unknown>, 'form' | 'edit' | 'openAddressBook' | 'submit' | 'back' | 'confirm'>

/** The form of a claim flow (`../claimFormFlow.ts`): its fields and step as they change, its taps to the flow. */
export const ClaimFormDialog = observer(function ClaimFormDialog ({ flow, labels }: { flow: Flow, labels: ClaimFormLabels }) {
  const form = flow.form
  if (!form) return null
  return (
    <ClaimFormPanel
      values={form.values}
      step={form.step}
      labels={labels}
      onChange={(field, value) => flow.edit(field, value)}
      onPickAddress={() => { void flow.openAddressBook() }}
      onSubmit={() => flow.submit()}
      onBack={() => flow.back()}
      onConfirm={() => { void flow.confirm() }}
    />
  )
})

/** Opens the flow's form through the page's dialog host; resolves when it is closed (the mask: the form stays unsent). */
export function openClaimForm (dialogs: Pick<DialogStore, 'open'>, flow: Flow, labels: ClaimFormLabels): Promise<void> {
  return dialogs.open<void>({ label: labels.title, dismissValue: undefined, render: () => <ClaimFormDialog flow={flow} labels={labels} /> })
}
