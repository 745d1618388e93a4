import { useState } from 'react'
import Taro, { useLoad } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { fetchActivityPage } from '@/gateway/page'
import type { ActivityPage } from '@/gateway/types'
import { adapter } from '@/platform/adapter'
import { t } from '@/i18n'
import { Placeholder } from '@/ui/Placeholder'
import './index.scss'

type PageState =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed', message: string }
  | { kind: 'loaded', page: ActivityPage }

export default function CampaignPage () {
  const [state, setState] = useState<PageState>({ kind: 'loading' })
  const [query, setQuery] = useState<Record<string, string | undefined>>({})

  const load = (params: Record<string, string | undefined>) => {
    if (!params.activityId) {
      setState({ kind: 'invalid' })
      return
    }
    setState({ kind: 'loading' })
    const cityId = Number.parseInt(params.cityId ?? '', 10)
    fetchActivityPage({ activityId: params.activityId, cityId: Number.isNaN(cityId) ? 1 : cityId, preview: params.preview !== undefined })
      .then((page) => {
        if (!page) return setState({ kind: 'failed', message: t('page.empty') })
        setState({ kind: 'loaded', page })
        const title = page.pageAttribute?.title
        if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
      })
      .catch((e: Error) => setState({ kind: 'failed', message: e.message || t('page.failed') }))
  }

  useLoad((params: Record<string, string | undefined>) => {
    setQuery(params)
    load(params)
  })

  if (state.kind === 'loading') {
    return <View className='campaign campaign--loading'><Text>{t('page.loading')}</Text></View>
  }
  if (state.kind === 'invalid') {
    return <Placeholder message={t('page.invalid')} />
  }
  if (state.kind === 'failed') {
    return <Placeholder message={state.message} onRefresh={() => load(query)} />
  }
  const { page } = state
  const attr = page.pageAttribute ?? {}
  return (
    <View
      className='campaign'
      data-platform={adapter.platform()}
      data-adapter={adapter.id}
      style={{
        backgroundColor: attr.backgroundColor,
        backgroundImage: attr.backgroundImageUrl ? `url(${attr.backgroundImageUrl})` : undefined
      }}
    >
      {attr.title ? <View className='campaign__title'><Text>{attr.title}</Text></View> : null}
      {(page.components ?? []).map((component) => (
        <View key={component.uuid} className='campaign__block' data-type={component.type}>
          <Text>{component.remark || component.type}</Text>
        </View>
      ))}
    </View>
  )
}
