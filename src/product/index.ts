/** Product rules shared by the curated grid, the card carousel, the banner and the seckill (001 §3–§5, §9). */
export * from './types'
export * from './product'
export * from './price'
export * from './look'
export * from './livePrices'
export * from './recycle'
