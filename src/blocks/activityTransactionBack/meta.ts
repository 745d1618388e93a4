import type { BlockMeta } from '../meta'

export default { kind: 'activityTransactionBack', chunk: 'own', stays: true } as const satisfies BlockMeta
