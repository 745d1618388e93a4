import type { BlockMeta } from '../meta'

export default { kind: 'recycle', chunk: 'basic' } as const satisfies BlockMeta
