/** The double-tap sweep on the alipay build (tapSweep.ts). */
import { describeTapSweep } from './tapSweep'

describeTapSweep('alipay')
