/** The double-tap sweep on the meituan build (tapSweep.ts). */
import { describeTapSweep } from './tapSweep'

describeTapSweep('meituan')
