import type { BlockMeta } from '../meta'

export default { kind: 'myProductHot', chunk: 'own' } as const satisfies BlockMeta
