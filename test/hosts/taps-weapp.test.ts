/** The double-tap sweep on the weapp build (tapSweep.ts). */
import { describeTapSweep } from './tapSweep'

describeTapSweep('weapp')
