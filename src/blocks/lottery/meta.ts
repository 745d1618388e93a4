import type { BlockMeta } from '../meta'

export default { kind: 'lottery', chunk: 'own', stays: true } as const satisfies BlockMeta
