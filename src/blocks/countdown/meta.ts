import type { BlockMeta } from '../meta'

export default { kind: 'countdown', chunk: 'basic' } as const satisfies BlockMeta
