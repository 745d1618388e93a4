import type { BlockMeta } from '../meta'

export default { kind: 'spacing', chunk: 'own' } as const satisfies BlockMeta
