import { observer } from 'mobx-react'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { SignupModel } from './model'
import type { SignupStore } from './store'

/** Sign-up (000 §2): the background image; a tap signs up (see store.ts). */
export default observer(function CampaignSignup ({ model, store }: BlockProps<SignupModel, SignupStore>) {
  return <RatioImage className='campaign-signup' src={store.image} aspectRatio={model.aspectRatio} onClick={store.tap} />
})
