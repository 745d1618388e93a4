import type { BlockMeta } from '../meta'

export default { kind: 'subscribe', chunk: 'own' } as const satisfies BlockMeta
