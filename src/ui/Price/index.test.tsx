import { last, mount } from '../../../test/utils/mount'
import { Price } from '.'

it('renders the sign and the formatted price', async () => {
  await mount(Price, { value: 4999.5 })
  expect(last('.price').textContent).toBe('¥4999')
  await mount(Price, { value: undefined, symbol: '' })
  expect(last('.price').textContent).toBe('????')
})
