import type { BlockProps } from '@/renderer/types'
import type { ProductPoolModel } from './types'

/** Placeholder while the store lands: the pool shows nothing yet. */
export default function YanxuanProductPool (_props: BlockProps<ProductPoolModel>) {
  return null
}
