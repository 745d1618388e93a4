import { useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { takePartIn } from '@/gateway/activity'
import { t } from '@/i18n'
import { useClick } from '@/renderer/useClick'
import type { BlockProps } from '@/renderer/types'
import { useStores } from '@/stores'
import { RatioImage } from '@/ui/RatioImage'
import { signupAction, type SignupModel } from './model'

export default observer(function CampaignSignup ({ model, component }: BlockProps<SignupModel>) {
  const { session, page, platform } = useStores()
  const [signedUp, setSignedUp] = useState(model.signedUp)
  // A ref, not state: a second tap in the same frame must already see the lock.
  const busy = useRef(false)
  const openRedirect = useClick(model.redirects, component)

  const onTap = async () => {
    const action = signupAction({ loggedIn: session.loggedIn, signedUp, busy: busy.current, hasRedirect: model.redirects.length > 0 })
    if (action === 'busy') return
    if (action === 'login') { session.login().catch((e: Error) => platform.toast(e.message)); return }
    if (action === 'openRedirect') { openRedirect(); return }
    if (action === 'sayAlreadySignedUp') { platform.toast(t('signup.already')); return }
    busy.current = true
    try {
      await takePartIn({ pageId: page.page?.id ?? page.params?.activityId ?? '', uniqueIdentifier: model.uniqueIdentifier })
      setSignedUp(true)
      platform.toast(t('signup.success'))
    } catch (e) {
      platform.toast((e as Error).message)
    } finally {
      busy.current = false
    }
  }

  return <RatioImage className='campaign-signup' src={signedUp ? model.appliedImage : model.defaultImage} aspectRatio={model.aspectRatio} onClick={onTap} />
})
