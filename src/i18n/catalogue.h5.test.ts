import { messages as product } from '../product/messages'
import { messages as lottery } from '../blocks/lottery/messages'
import { messages as shell } from './shell'
import { addMessages, catalogue } from './catalogue.h5'

describe('the H5 catalogue: the shell\'s and shared texts first, a block\'s with its chunk', () => {
  it('holds the shell and product texts, and no block\'s own until its chunk adds them', () => {
    expect(catalogue['page.failed']).toBe(shell['page.failed'])
    expect(catalogue['product.soldOut']).toBe(product['product.soldOut'])
    expect(catalogue['lottery.record.contact']).toBeUndefined()
    addMessages(lottery)
    expect(catalogue['lottery.record.contact']).toBe('联系客服')
    expect(catalogue['product.soldOut']).toBe('已售罄')
  })
})
