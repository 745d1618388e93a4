import type { BlockMeta } from '../meta'

export default { kind: 'slide', chunk: 'basic', picture: true } as const satisfies BlockMeta
