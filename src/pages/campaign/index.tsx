import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow, useLoad } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { registry } from '@/blocks'
import { t } from '@/i18n'
import { adapter } from '@/platform/adapter'
import { BlockList } from '@/renderer/BlockList'
import { StoreContext, bootCampaign, createRootStore, useStores, type RootStore } from '@/stores'
import { LoadingMask } from '@/ui/LoadingMask'
import { Placeholder } from '@/ui/Placeholder'
import type { PageState } from '@/stores/page'
import './index.scss'

const OFFLINE_TEXT = { before: 'page.offline.before', after: 'page.offline.after', plain: 'page.offline' } as const

function placeholderText (state: PageState): string | undefined {
  switch (state.kind) {
    case 'invalid': return t('page.invalid')
    case 'failed': return state.message || t('page.failed')
    case 'empty': return t('page.empty')
    case 'offline': return t(OFFLINE_TEXT[state.variant])
    default: return undefined
  }
}

const CampaignView = observer(function CampaignView () {
  const { page, platform } = useStores()
  const { state } = page
  const title = page.page?.pageAttribute?.title

  useEffect(() => {
    if (title) platform.setTitle(title)
  }, [title, platform])

  if (state.kind === 'loading') return <LoadingMask />
  const message = placeholderText(state)
  if (message !== undefined) {
    // Failures and empty pages can be retried; an invalid link or an offline activity cannot.
    const canRetry = state.kind === 'failed' || state.kind === 'empty'
    return <Placeholder message={message} variant={state.kind === 'offline' ? state.variant : undefined} onRefresh={canRetry ? page.reload : undefined} />
  }
  const attr = page.page?.pageAttribute ?? {}
  return (
    <View
      className='campaign'
      data-platform={platform.platform()}
      data-adapter={platform.id}
      style={{
        backgroundColor: attr.backgroundColor,
        backgroundImage: attr.backgroundImageUrl ? `url(${attr.backgroundImageUrl})` : undefined
      }}
    >
      <BlockList registry={registry} components={page.components} />
    </View>
  )
})

/** The campaign page: one store tree per page instance, booted from the page's URL. */
export default function CampaignPage () {
  const [root] = useState<RootStore>(() => createRootStore(adapter))

  useLoad(() => {
    bootCampaign(root, adapter.currentUrl()).catch((e: Error) => root.page.markFailed(e.message))
  })
  // Coming back from the host's login page (mini-programs): ask again who the visitor is.
  useDidShow(() => {
    if (root.session.checked) root.session.loadUser()
  })

  return (
    <StoreContext.Provider value={root}>
      <CampaignView />
    </StoreContext.Provider>
  )
}
