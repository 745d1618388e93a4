import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { backgroundImage } from '@/lib/config'
import type { BlockProps } from '@/renderer/types'
import { amountText } from '@/product/coupons'
import { useStores } from '@/stores'
import { CountdownText } from '@/ui/CountdownText'
import { CouponTicket } from '@/ui/CouponTicket'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import { withAction } from '@/product/labels'
import { TickWrapper } from '@/ui/TickWrapper'
import { AUTO_MODAL_SECONDS } from './model'
import type { CouponModuleStore } from './store'
import type { CouponModuleModel, CrowdConfig, ModulePackage } from './types'
import './style.scss'

/** 001 §4, §8: "automatically claimed coupons for you", closing itself after a 5 s countdown (its seconds on the shared tick). */
const AutoModal = observer(function AutoModal ({ config, close }: { config: CrowdConfig, close: () => void }) {
  const { clock } = useStores()
  const [until] = useState(() => clock.now() + AUTO_MODAL_SECONDS * 1000)
  const seconds = Math.max(0, Math.ceil((until - clock.tickNow) / 1000))
  return (
    // The dialog host makes it a modal dialog named by the store's label (issue 53).
    <View className='yanxuan-coupon__modal'>
      {config.modalImage ? <Img className='yanxuan-coupon__modal-image' src={config.modalImage} mode='widthFix' /> : null}
      <Text className='yanxuan-coupon__modal-title'>{t('yanxuanCoupon.autoClaimed')}</Text>
      <Text className='yanxuan-coupon__modal-close'>{t('yanxuanCoupon.autoClose', { seconds })}</Text>
      <Tap className='yanxuan-coupon__modal-ok' label={t('yanxuanCoupon.ok')} onTap={close}>{t('yanxuanCoupon.ok')}</Tap>
    </View>
  )
})

const Countdown = observer(function Countdown ({ store, color }: { store: CouponModuleStore, color?: string }) {
  const countdown = store.countdown
  if (!countdown) return null
  return (
    <TickWrapper>
      <View className='yanxuan-coupon__countdown' style={color ? { color } : undefined}>
        <Text className='yanxuan-coupon__countdown-label'>{t('yanxuanCoupon.endsIn')}</Text>
        <CountdownText className='yanxuan-coupon__countdown-time' target={countdown.target} />
      </View>
    </TickWrapper>
  )
})

function Package ({ pkg, config }: { pkg: ModulePackage, config: CrowdConfig }) {
  return (
    <View className={`yanxuan-coupon__package${pkg.claimed ? ' yanxuan-coupon__package--claimed' : ''}`} style={config.textColor ? { color: config.textColor } : undefined}>
      {pkg.newUser ? <Text className='yanxuan-coupon__new-user'>{t('yanxuanCoupon.newUser')}</Text> : null}
      {config.markImage ? <Img className='yanxuan-coupon__mark' src={config.markImage} mode='aspectFit' /> : null}
      <View className='yanxuan-coupon__coupons'>
        {pkg.coupons.map((c, i) => <CouponTicket key={`${c.code}-${i}`} coupon={{ price: c.price, minPriceLimit: c.minPriceLimit, isPercent: false }} />)}
      </View>
      {pkg.packagePrice !== undefined ? <Text className='yanxuan-coupon__worth'>{t('yanxuanCoupon.worth', { amount: amountText(pkg.packagePrice) })}</Text> : null}
      {pkg.claimed ? <Text className='yanxuan-coupon__claimed'>{t('yanxuanCoupon.claimed')}</Text> : null}
    </View>
  )
}

/** The coupon a package's place is drawn with while the list is on its way: one line each, as most are. */
const SAMPLE_COUPON = { price: 10, minPriceLimit: 0, isPercent: false }

/**
 * A package's place while the list is on its way: the package's own frame around a hidden ticket, so it is
 * as tall as the package that replaces it on every font and text size (a height in the styles was 2 px off a
 * package's in Chromium, and the block below moved when the list came late: issue 52).
 */
function PackagePlaceholder () {
  return (
    <View className='yanxuan-coupon__package yanxuan-coupon__package--placeholder' aria-hidden>
      <View className='yanxuan-coupon__coupons'><CouponTicket coupon={SAMPLE_COUPON} /></View>
    </View>
  )
}

/**
 * The coupon module (001 §2-§4): the title, the countdown to the nearest
 * expiry, the packages of the visitor's crowd, and the one-tap button (or,
 * all claimed, the way to use them). State and actions in store.ts.
 */
export default observer(function YanxuanCoupon ({ store }: BlockProps<CouponModuleModel, CouponModuleStore>) {
  useEffect(() => {
    store.renderModal = (config, close) => <AutoModal config={config} close={close} />
    return store.start()
  }, [store])
  const settings = store.settings
  const config = store.config
  const packages = store.packages
  const area = settings.images.area ? backgroundImage(settings.images.area) : undefined
  if (config && store.failed) {
    // The list did not load: the module keeps its place and offers a retry (this folder's README.md).
    return (
      <View className={`yanxuan-coupon yanxuan-coupon--style-${settings.style}`} style={area ? { backgroundImage: area } : undefined}>
        <View className='yanxuan-coupon__head'>
          <Text className='yanxuan-coupon__title' style={settings.titleColor ? { color: settings.titleColor } : undefined}>{settings.title}</Text>
        </View>
        <Tap className='yanxuan-coupon__retry' label={t('yanxuanCoupon.loadFailed')} onTap={() => { void store.retry() }}>{t('yanxuanCoupon.loadFailed')}</Tap>
      </View>
    )
  }
  const expected = store.expected
  if (expected && expected.packageCodes.length) {
    // The list is on its way: the module keeps the place its packages and button will take (this folder's README.md).
    return (
      <View className={`yanxuan-coupon yanxuan-coupon--style-${settings.style}`} style={area ? { backgroundImage: area } : undefined}>
        <View className='yanxuan-coupon__head'>
          <Text className='yanxuan-coupon__title' style={settings.titleColor ? { color: settings.titleColor } : undefined}>{settings.title}</Text>
        </View>
        <View className='yanxuan-coupon__packages'>
          {expected.packageCodes.map((code) => <PackagePlaceholder key={code} />)}
        </View>
        {expected.button ? <View className='yanxuan-coupon__button'><View className='yanxuan-coupon__button-placeholder' /></View> : null}
      </View>
    )
  }
  if (!config || !packages.length) return null
  const action = t(store.allClaimed ? 'yanxuanCoupon.use' : 'yanxuanCoupon.claim')
  return (
    <View className={`yanxuan-coupon yanxuan-coupon--style-${settings.style}`} style={area ? { backgroundImage: area } : undefined}>
      <View className='yanxuan-coupon__head'>
        <Text className='yanxuan-coupon__title' style={settings.titleColor ? { color: settings.titleColor } : undefined}>{settings.title}</Text>
        <Countdown store={store} color={settings.countdownColor} />
      </View>
      <View className='yanxuan-coupon__packages'>
        {packages.map((pkg) => <Package key={pkg.packageCode} pkg={pkg} config={config} />)}
      </View>
      {config.button
        ? (
          // A button that claims the packages above; all claimed, a link to where they are used. Named by the
          // module's title and its words (an image button says them too: issue 53).
          <Tap
            className={`yanxuan-coupon__button${store.busy ? ' yanxuan-coupon__button--busy' : ''}`}
            role={store.allClaimed ? 'link' : 'button'}
            label={withAction(settings.title, action)}
            onTap={() => { void store.tap() }}
          >
            {config.buttonImage ?? settings.images.button
              ? <Img className='yanxuan-coupon__button-image' src={(config.buttonImage ?? settings.images.button) as string} mode='widthFix' />
              : <Text className='yanxuan-coupon__button-text'>{action}</Text>}
          </Tap>
          )
        : null}
    </View>
  )
})
