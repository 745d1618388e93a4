/** The double-tap sweep on the tt build (tapSweep.ts). */
import { describeTapSweep } from './tapSweep'

describeTapSweep('tt')
