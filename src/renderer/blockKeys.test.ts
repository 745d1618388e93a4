import type { ComponentConfig } from '@/lib/types'
import { blockKeys, windowSlotClass } from './useBlockWindow'

const block = (uuid: string, id: number | string = 1): ComponentConfig => ({ id, uuid, type: 'spacing', data: {} })

describe('the block window\'s keys: one a block', () => {
  it('is the uuid, else the id and place; a uuid the config repeats is told apart by its place (else two blocks counted as one and the window stepped for ever)', () => {
    expect(blockKeys([block('a'), block('b'), block('a'), block('', 7), block('a')])).toEqual(['a', 'b', 'a~2', '7-3', 'a~4'])
  })

  it('keeps characters a selector cannot take out of the slot\'s class, the key itself whole (a uuid with "|" mounts as any other)', () => {
    const [key] = blockKeys([block('x|y "z"')])
    expect(key).toBe('x|y "z"')
    expect(windowSlotClass(key)).toBe('window-slot-x_y__z_')
  })
})
