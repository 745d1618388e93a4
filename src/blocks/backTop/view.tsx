import { useState } from 'react'
import { observer } from 'mobx-react'
import { Text } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { Tap } from '@/ui/Tap'
import { windowHeight } from '@/platform/viewport'
import { t } from '@/i18n'
import { scrollPageTo } from '@/renderer/pageScroll'
import type { BlockProps } from '@/renderer/types'
import { usePageScrollTop } from '@/renderer/usePageScrollTop'
import { useStores } from '@/stores'
import { liftedAbove } from '@/ui/bottomInset'
import { BACK_TOP_SCROLL_MS, showBackTop, type BackTopModel } from './model'
import '../../ui/fixed-controls.scss'

/** Back-to-top (000 §2): a button (it acts on this page) named 回到顶部; its image or arrow inside is decoration. */
export default observer(function BackTop ({ model }: BlockProps<BackTopModel>) {
  const [visible, setVisible] = useState(false)
  const { page } = useStores()
  usePageScrollTop((scrollTop) => {
    const next = showBackTop(scrollTop, windowHeight())
    // Only a change is rendered: a scroll event must not cost a setData each time.
    if (next !== visible) setVisible(next)
  })
  if (!visible) return null
  // The page's own scroller (renderer/pageScroll): Taro's H5 pageScrollTo moves an element that does not scroll here.
  const toTop = () => { void scrollPageTo(0, BACK_TOP_SCROLL_MS) }
  const lift = liftedAbove(page.bottomInset)
  return model.image
    ? (
      <Tap className='back-top fixed-control fixed-control--top' style={lift} label={t('backTop.label')} onTap={toTop}>
        <Img className='back-top__image' src={model.image} style={{ width: '100%', height: '100%', display: 'block' }} />
      </Tap>
      )
    : <Tap className='back-top fixed-control fixed-control--top fixed-control--round' style={lift} label={t('backTop.label')} onTap={toTop}><Text aria-hidden>↑</Text></Tap>
})
