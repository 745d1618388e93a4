import type { BlockMeta } from '../meta'

export default { kind: 'countdown', chunk: 'basic', stays: true } as const satisfies BlockMeta
