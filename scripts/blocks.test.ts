import { staleFiles } from './blocks'

describe('the lists derived from the block folders (npm run blocks)', () => {
  it('are up to date with every meta.ts, messages.ts and emulator domain', () => {
    // A new block folder, a renamed kind or a new domain module: run `npm run blocks`.
    expect(staleFiles()).toEqual([])
  })
})
