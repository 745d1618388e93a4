import { BlockList, canRender } from '@/renderer/BlockList'
import { useRegistry } from '@/renderer/context'
import type { BlockProps } from '@/renderer/types'
import { pickMutex, type MutexModel } from './model'

/**
 * Mutex group (000 §2): the first group this page can render is shown (see
 * model.ts for the rule). On H5 it loads the candidates' code in order until
 * one accepts its config (a suspended render meanwhile).
 */
export default function AhsMutex ({ model }: BlockProps<MutexModel>) {
  const registry = useRegistry()
  const chosen = pickMutex(model.candidates, (c) => canRender(registry, c))
  return chosen ? <BlockList components={[chosen]} /> : null
}
