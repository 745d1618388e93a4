import { useMemo, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Button, Input, Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { adapter } from '@/platform/adapter'
import { createHttp } from '@/services/http'
import { createQaService } from '@/services/qa'
import { send } from '@/services/transport'
import { apiBaseOf } from '@/stores'
import { TEST_USERS, isMobile, returnWithTicket } from './model'
import './index.scss'

/**
 * QA login (mini-program builds for the local emulator only, see config/env.ts):
 * the campaign page sends an anonymous visitor here instead of the host app's
 * own login page, which this package does not hold. A test user is picked, the
 * emulator gives a ticket, and the page that asked is opened again with it,
 * where the usual ticket exchange logs the visitor in.
 */
export default function QaLoginPage () {
  // Decoded once, as this host delivers it (a second decode would break a value holding '%').
  const redirect = adapter.decodeQuery(useRouter().params).redirect || undefined
  const [mobile, setMobile] = useState<string>(TEST_USERS[0])
  const [busy, setBusy] = useState(false)
  const qa = useMemo(() => createQaService(createHttp({ send, base: apiBaseOf(adapter) })), [])

  const logIn = async (who: string) => {
    if (busy) return
    if (!isMobile(who)) {
      adapter.toast(t('qa.badMobile'))
      return
    }
    setBusy(true)
    try {
      const ticket = await qa.ticketFor(who)
      const back = returnWithTicket(redirect, ticket)
      if (!back) throw new Error(t('qa.noReturn'))
      await Taro.reLaunch({ url: back })
    } catch (e) {
      adapter.toast(errorMessage(e))
      setBusy(false)
    }
  }

  return (
    <View className='qa-login'>
      <Text className='qa-login__title'>{t('qa.title')}</Text>
      <Text className='qa-login__hint'>{t('qa.hint')}</Text>
      {TEST_USERS.map((user) => (
        // eslint-disable-next-line no-restricted-syntax -- the QA page of mini-program builds: the host's native button
        <Button key={user} className='qa-login__user' disabled={busy} onClick={() => { void logIn(user) }}>{user}</Button>
      ))}
      <Input className='qa-login__input' type='number' maxlength={11} value={mobile} onInput={(e) => setMobile(e.detail.value)} />
      {/* eslint-disable-next-line no-restricted-syntax -- the host's native button (QA builds only) */}
      <Button className='qa-login__submit' disabled={busy} onClick={() => { void logIn(mobile) }}>{t('qa.submit')}</Button>
      {/* eslint-disable-next-line no-restricted-syntax -- the host's native button (QA builds only) */}
      <Button className='qa-login__cancel' onClick={() => { Taro.navigateBack().catch(() => undefined) }}>{t('qa.cancel')}</Button>
    </View>
  )
}
