import { observer } from 'mobx-react'
import type { ComponentConfig } from '@/gateway/types'
import { t } from '@/i18n'
import { useStores } from '@/stores'
import { LoginWall } from '@/ui/LoginWall'
import { BlockBoundary, BlockFault } from './BlockBoundary'
import { useContext } from 'react'
import { RegistryContext } from './context'
import { contentsOf, kindOf, loginWallOf, type BlockRegistry } from './registry'
import { reportBlockError } from './report'
import type { ComponentMeta } from './types'

interface Props {
  /** Defaults to the registry in context (nested lists: tab groups, mutex). */
  registry?: BlockRegistry
  components: readonly ComponentConfig[]
}

/**
 * Stacks the configured components in order (000 §2). Unknown kinds are skipped
 * (preview mode says so), a config the block's model refuses is reported and
 * skipped (preview mode says why), and each block renders inside its own boundary.
 */
export const BlockList = observer(function BlockList ({ registry: given, components }: Props) {
  const { page, session } = useStores()
  const inherited = useContext(RegistryContext)
  const registry = given ?? inherited
  if (!registry) throw new Error('BlockList needs a registry')
  const preview = page.preview
  const activityId = page.params?.activityId
  const list = (
    <>
      {components.map((component, index) => {
        const key = component.uuid || `${component.id}-${index}`
        const kind = kindOf(component)
        const definition = kind ? registry.get(kind) : undefined
        if (!kind || !definition) {
          return preview ? <BlockFault key={key} message={t('block.unknown', { kind: kind ?? component.type ?? '?', uuid: component.uuid })} /> : null
        }
        const meta: ComponentMeta = { id: component.id, uuid: component.uuid, type: component.type, kind }
        const contents = contentsOf(component, kind)
        const wall = loginWallOf(contents)
        if (wall && !session.loggedIn) {
          return <LoginWall key={key} imageUrl={wall} onLogin={() => { session.login().catch(() => undefined) }} />
        }
        const parsed = contents === undefined ? { ok: false as const, reason: t('block.noContents') } : definition.parse(contents, component)
        if (!parsed.ok) {
          reportBlockError(parsed.reason, { activityId, componentType: component.type, uuid: component.uuid })
          return preview ? <BlockFault key={key} message={t('block.invalid', { type: component.type, uuid: component.uuid, reason: parsed.reason })} /> : null
        }
        const { View } = definition
        return (
          <BlockBoundary key={key} component={meta} activityId={activityId} preview={preview}>
            <View model={parsed.value} component={meta} />
          </BlockBoundary>
        )
      })}
    </>
  )
  return given ? <RegistryContext.Provider value={given}>{list}</RegistryContext.Provider> : list
})

/** Whether a component would render (a registered kind whose config its model accepts); the mutex group picks with it. */
export function canRender (registry: BlockRegistry, component: ComponentConfig): boolean {
  const kind = kindOf(component)
  const definition = kind ? registry.get(kind) : undefined
  if (!kind || !definition) return false
  const contents = contentsOf(component, kind)
  return contents !== undefined && definition.parse(contents, component).ok
}
