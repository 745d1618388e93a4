import type { BlockMeta } from '../meta'

export default { kind: 'headerImage', chunk: 'own' } as const satisfies BlockMeta
