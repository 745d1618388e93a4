import type { BlockMeta } from '../meta'

export default { kind: 'couponPackage', chunk: 'own' } as const satisfies BlockMeta
