import type { BlockProps } from '@/renderer/types'
import { Spacing } from '@/ui/Spacing'
import type { SpacingModel } from '@/ui/Spacing/model'

/** Spacing (002 §3, §9): the shared gap under this kind's root class. */
export default function SpacingBlock ({ model }: BlockProps<SpacingModel>) {
  return <Spacing className='spacing' model={model} />
}
