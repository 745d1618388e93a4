import type { BlockMeta } from '../meta'

export default { kind: 'multiImage', chunk: 'basic' } as const satisfies BlockMeta
