import type { BlockMeta } from '../meta'

export default { kind: 'guessThePassword', chunk: 'own', stays: true } as const satisfies BlockMeta
