import type { BlockMeta } from '../meta'

export default { kind: 'activityTransactionBack', chunk: 'own' } as const satisfies BlockMeta
