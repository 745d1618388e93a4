import type { BlockMeta } from '../meta'

export default { kind: 'localDeviceValuation', chunk: 'own' } as const satisfies BlockMeta
