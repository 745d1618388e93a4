import type { BlockMeta } from '../meta'

export default { kind: 'lottery', chunk: 'own' } as const satisfies BlockMeta
