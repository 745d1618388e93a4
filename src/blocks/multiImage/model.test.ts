import { parseMultiImage } from './model'

it('stacks each image with its own click targets, dropping unusable ones (000 §3)', () => {
  const r = parseMultiImage({ configs: [{ imageUrl: 'https://i.example/1.png', redirects: [{ platform: 'm', path: 'https://a.example' }] }, { imageUrl: '' }, { imageUrl: 'https://i.example/2.png', imageWidth: 750, imageHeight: 250 }] })
  if (!r.ok) throw new Error(r.reason)
  expect(r.value.images.map((i) => [i.image, i.aspectRatio, i.redirects.length])).toEqual([['https://i.example/1.png', undefined, 1], ['https://i.example/2.png', 3, 0]])
  expect(parseMultiImage({ configs: [] }).ok).toBe(false)
})
