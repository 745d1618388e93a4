import { inflateSync } from 'node:zlib'
import { solidPng } from './png'

describe('solidPng', () => {
  it('is a PNG of the size asked, every pixel the colour asked, each chunk\'s CRC right', () => {
    const png = solidPng(3, 2, [200, 10, 20])
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.toString('ascii', 12, 16)).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3, 2])
    const idat = png.indexOf('IDAT')
    const length = png.readUInt32BE(idat - 4)
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + length))
    expect([...pixels]).toEqual([0, 200, 10, 20, 200, 10, 20, 200, 10, 20, 0, 200, 10, 20, 200, 10, 20, 200, 10, 20])
    // The IHDR chunk's CRC: zlib's crc32 of "IHDR" and this header (Python's zlib.crc32 gives 0x1216f14d).
    expect(png.readUInt32BE(29)).toBe(0x1216f14d)
  })
})
