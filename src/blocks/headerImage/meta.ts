import type { BlockMeta } from '../meta'

export default { kind: 'headerImage', chunk: 'own', picture: true } as const satisfies BlockMeta
