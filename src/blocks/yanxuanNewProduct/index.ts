/** New-product sale list (001 §2, §3, §5): the block as the registry loads it (no store: it has no state). */
import { defineBlock } from '@/renderer/types'
import meta from './meta'
import { parseNewProduct } from './model'
import View from './view'

export default defineBlock({ meta, parse: parseNewProduct, View })
