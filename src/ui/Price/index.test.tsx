import { last, mount } from '../../../test/utils/mount'
import { Price } from '.'

it('renders the sign and the formatted price', async () => {
  await mount(Price, { value: 4999.5 })
  expect(last('.price').textContent).toBe('¥4999')
  await mount(Price, { value: undefined, symbol: '' })
  expect(last('.price').textContent).toBe('????')
})

it('shows a luxury price floored, not in units of ten thousand, unless asked (001 §5; 002 §9)', async () => {
  await mount(Price, { value: 128100.5 })
  expect(last('.price').textContent).toBe('¥128100')
  await mount(Price, { value: 128100.5, tenThousands: true })
  expect(last('.price').textContent).toBe('¥12.8万')
})
