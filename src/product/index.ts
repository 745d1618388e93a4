/** Product rules shared by the curated grid, the card carousel, the banner, the seckill and the recycle blocks (000 §5; 001 §3–§5, §7, §9). */
export * from './types'
export * from './product'
export * from './price'
export * from './look'
export * from './livePrices'
export * from './recycle'
