import { useCallback, useEffect, useMemo, useState } from 'react'
import { observer } from 'mobx-react'
import { useLoad } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { createRegistry } from '@/blocks'
import { t } from '@/i18n'
import { errorMessage } from '@/lib/errors'
import { adapter } from '@/platform/adapter'
import { afterFirstPaint, hideBootScreen, startTask } from '@/platform/bootScreen'
import { usePageLifecycle } from '@/platform/visibility'
import { BlockFault } from '@/renderer/BlockBoundary'
import { BlockList, firstScreenBlocks } from '@/renderer/BlockList'
import { PAGE_BATCHES } from '@/renderer/afterRender'
import { PageBoundary } from '@/renderer/PageBoundary'
import { componentKinds, contentsOf, kindOf, loginWallOf, type BlockRegistry } from '@/renderer/registry'
import { StoreContext, createRootStore, startCampaign, useStores, type RootStore } from '@/stores'
import type { PageState } from '@/stores/page'
import { DialogHost } from '@/ui/Dialog'
import { displayAttrs } from '@/ui/display'
import { LoadingMask } from '@/ui/LoadingMask'
import { Placeholder } from '@/ui/Placeholder'
import './index.scss'
import { bottomPadding } from '@/ui/bottomInset'
import { roleOf } from '@/ui/a11y'

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

const CampaignView = observer(function CampaignView ({ registry }: { registry: BlockRegistry }) {
  const { page, platform, firstScreen, session, display } = useStores()
  const look = displayAttrs(display.display)
  const { state, attributes, components } = page
  const title = attributes.title
  const firstScreenShown = firstScreen.shown

  // The kinds the first screen names (its first blocks and the floating ones, nested kinds included) start
  // loading at once; every other kind once the first screen is up. H5: in one wave, not level by level.
  useEffect(() => {
    registry.preload(componentKinds(firstScreenShown ? components : firstScreenBlocks(components, PAGE_BATCHES, registry)))
  }, [firstScreenShown, components, registry])

  // A login-gated block shows its wall or its content only once the visitor is known: a page that has one
  // asks at once rather than after its first screen (the block would appear late and push the rest down).
  const gated = components.some((c) => { const kind = kindOf(c); return !!kind && !!loginWallOf(contentsOf(c, kind)) })
  useEffect(() => { if (gated) session.askNow() }, [gated, session])

  useEffect(() => {
    if (title) platform.setTitle(title)
  }, [title, platform])

  // The page shows something of its own now: the boot screen (H5's index.html) goes, once a placeholder
  // or the first batch of blocks is on screen (on H5 that batch follows the page's first render); once that
  // has painted, the page's first screen is up.
  const loading = state.kind === 'loading'
  const showsBlocks = !loading && placeholderText(state) === undefined
  const [blocksShown, setBlocksShown] = useState(false)
  const firstBatchShown = useCallback(() => { setBlocksShown(true) }, [])
  useEffect(() => {
    if (loading || (showsBlocks && !blocksShown)) return
    hideBootScreen()
    return afterFirstPaint(firstScreen.markShown)
  }, [loading, showsBlocks, blocksShown, firstScreen])

  if (state.kind === 'loading') return <LoadingMask look={look} />
  const message = placeholderText(state)
  if (message !== undefined) {
    // Failures and empty pages can be retried; an invalid link or an offline activity cannot.
    const canRetry = state.kind === 'failed' || state.kind === 'empty'
    return <Placeholder look={look} message={message} variant={state.kind === 'offline' ? state.variant : undefined} onRefresh={canRetry ? page.reload : undefined} />
  }
  return (
    <View
      className={`campaign${look.elderlyClass}`}
      // The page's one landmark, and its title the level-one heading a reader starts from (the design shows
      // the title in the host's bar, not on the page: the heading is for readers only).
      {...roleOf('main')}
      data-platform={platform.platform()}
      data-adapter={platform.id}
      // Both checked before they get here (pageAttributesOf): a colour, and `url("…")` of an http(s) URL.
      style={{ backgroundColor: attributes.backgroundColor, backgroundImage: attributes.backgroundImage, ...bottomPadding(page.bottomInset), ...look.style }}
    >
      <View className='visually-hidden' {...roleOf('heading')} aria-level={1}>{title || t('page.navTitle')}</View>
      {page.preview ? page.skipped.map((s) => <BlockFault key={`skipped-${s.index}`} message={s.reason} />) : null}
      <BlockList registry={registry} components={page.components} batches={PAGE_BATCHES} onFirstBatch={firstBatchShown} />
    </View>
  )
})

/** The campaign page: one store tree and one block registry per page instance, started from the page's URL (startCampaign). */
export default function CampaignPage () {
  const [root] = useState<RootStore>(() => createRootStore(adapter))
  const [registry] = useState(createRegistry)
  const lifecycle = useMemo(() => ({
    hide: root.hide,
    show: () => {
      root.show()
      // Coming back from the host's login page (mini-programs): ask again who the visitor is.
      if (root.session.checked) void root.session.loadUser()
    },
    unload: root.dispose
  }), [root])

  useLoad(() => {
    startTask(() => { startCampaign(root, adapter.currentUrl()).catch((e: unknown) => root.page.markFailed(errorMessage(e))) })
  })
  usePageLifecycle(lifecycle)

  return (
    <StoreContext.Provider value={root}>
      <PageBoundary>
        <CampaignView registry={registry} />
        <DialogHost />
      </PageBoundary>
    </StoreContext.Provider>
  )
}
