import type { BlockMeta } from '../meta'

export default { kind: 'subscribe', chunk: 'own', stays: true } as const satisfies BlockMeta
