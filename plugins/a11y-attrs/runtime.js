/**
 * Runs in the mini-program bundle before anything renders: the runtime's component table gets the same
 * accessibility attributes as the templates (./attributes.js), so a node's `ariaLabel` is sent under the
 * key its template reads.
 */
import { mergeInternalComponents } from '@tarojs/shared'
import { patchFor } from './attributes'

const patch = patchFor(process.env.TARO_ENV)
if (patch) mergeInternalComponents(patch)
