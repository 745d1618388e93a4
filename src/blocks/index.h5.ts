/**
 * H5 (and the HarmonyOS webview bundle): blocks' code is fetched when a page first shows one of its kinds,
 * so the first route holds only the list of kinds and a page downloads only the chunks its blocks need.
 * Each kind names its chunk in its meta.ts (`basic`, `product` or its own); a chunk is one script, its
 * blocks' styles inside (config/webpack/chunkStyles.ts, FIRST_ROUTE_STYLES). docs/performance.md has the measurements.
 */
import { pageSettle } from '@/platform/settle'
import { BlockRegistry } from '@/renderer/registry'
import { BLOCK_ALIASES, FLOATING_KINDS, STAYING_KINDS } from './kinds'
import { BLOCK_LOADERS } from './loaders.generated'

export const createRegistry = (): BlockRegistry => new BlockRegistry(BLOCK_LOADERS, pageSettle(), FLOATING_KINDS, BLOCK_ALIASES, STAYING_KINDS)
