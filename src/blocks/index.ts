/** Mini-program targets: every block is bundled (hosts load code from the package, not on demand). */
import { BlockRegistry } from '@/renderer/registry'
import { BLOCKS } from './bundled.generated'

export const createRegistry = (): BlockRegistry => new BlockRegistry(BLOCKS)
