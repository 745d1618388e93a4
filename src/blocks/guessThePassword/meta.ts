import type { BlockMeta } from '../meta'

export default { kind: 'guessThePassword', chunk: 'own' } as const satisfies BlockMeta
