import type { BlockProps } from '@/renderer/types'
import { Spacing } from '@/ui/Spacing'
import type { SpacingModel } from '@/ui/Spacing/model'

/** "Distance adjust" (000 §1): the spacing gap under this kind's root class. */
export default function DistanceAdjust ({ model }: BlockProps<SpacingModel>) {
  return <Spacing className='distance-adjust' model={model} />
}
