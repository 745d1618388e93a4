import { color, imageUrl, num, str, bool, list } from './config'

it('reads config values defensively', () => {
  expect(str('  a ')).toBe('a')
  expect(str('')).toBeUndefined()
  expect(num('12')).toBe(12)
  expect(num('x')).toBeUndefined()
  expect(bool(1)).toBe(true)
  expect(bool('0')).toBe(false)
  expect(list(null)).toEqual([])
})

it('accepts only real colours, so config cannot inject CSS', () => {
  expect(color('#ff5a3c')).toBe('#ff5a3c')
  expect(color('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)')
  expect(color('red')).toBe('red')
  expect(color('red;background:url(x)')).toBeUndefined()
})

it('accepts only http(s) image URLs', () => {
  expect(imageUrl('https://img.example/a.png')).toBe('https://img.example/a.png')
  expect(imageUrl('//img.example/a.png')).toBe('https://img.example/a.png')
  expect(imageUrl('javascript:alert(1)')).toBeUndefined()
  expect(imageUrl('data:image/png;base64,xx')).toBeUndefined()
})
