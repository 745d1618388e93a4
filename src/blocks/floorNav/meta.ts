import type { BlockMeta } from '../meta'

/** The floor bar fixes itself to the top once scrolled past (README.md): it stays mounted in the page's window. */
export default { kind: 'floorNav', chunk: 'basic', stays: true } as const satisfies BlockMeta
