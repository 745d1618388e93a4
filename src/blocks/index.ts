/** Mini-program targets: every block is bundled (hosts load code from the package, not on demand). */
import { BlockRegistry } from '@/renderer/registry'
import { BLOCKS } from './bundled.generated'
import { BLOCK_ALIASES, FLOATING_KINDS, STAYING_KINDS } from './kinds'

export const createRegistry = (): BlockRegistry => new BlockRegistry(BLOCKS, undefined, FLOATING_KINDS, BLOCK_ALIASES, STAYING_KINDS)
