import { observer } from 'mobx-react'
import { t } from '@/i18n'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { SignupModel } from './model'
import type { SignupStore } from './store'

/**
 * Sign-up (000 §2): the background image; a tap signs up (see store.ts). A button that signs up; once signed up,
 * a link to the configured page, or a button that says 您已报名 when there is none.
 */
export default observer(function CampaignSignup ({ model, store }: BlockProps<SignupModel, SignupStore>) {
  const opens = store.signedUp && model.redirects.length > 0
  const label = t(store.signedUp ? (opens ? 'signup.a11y.signedUpOpen' : 'signup.a11y.signedUp') : 'signup.a11y.signUp')
  return <RatioImage className='campaign-signup' src={store.image} aspectRatio={model.aspectRatio} tap={{ label, role: opens ? 'link' : 'button', onTap: store.tap }} />
})
