import type { BlockMeta } from '../meta'

export default { kind: 'localDeviceValuation', chunk: 'own', stays: true } as const satisfies BlockMeta
