import type { BlockMeta } from '../meta'

/** Its own chunk: the heaviest block a visitor scrolls through, often a channel page's main content. */
export default { kind: 'yanxuanProductPool', chunk: 'own', stays: true } as const satisfies BlockMeta
