import type { BlockMeta } from '../meta'

export default { kind: 'myProductHot', chunk: 'own', stays: true } as const satisfies BlockMeta
