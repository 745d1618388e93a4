import { parseSuspendIcon } from './model'

const icon = (sizes: Record<string, unknown>) => {
  const r = parseSuspendIcon({ imageUrl: 'https://img.example/icon.png', ...sizes })
  if (!r.ok) throw new Error(r.reason)
  return { width: r.value.width, height: r.value.height }
}

describe('floating icon size (000 §2; sizes not in the spec)', () => {
  it('is the configured size, 64 × 64 by default, its longer side at most 120', () => {
    expect(icon({})).toEqual({ width: 64, height: 64 })
    expect(icon({ imageWidth: 80, imageHeight: 40 })).toEqual({ width: 80, height: 40 })
    expect(icon({ imageWidth: 240, imageHeight: 120 })).toEqual({ width: 120, height: 60 })
  })
  it('stays a thumb\'s size whatever the sizes hold: negative, zero, huge, tiny (issue 28)', () => {
    expect(icon({ imageWidth: -500, imageHeight: 64 })).toEqual({ width: 64, height: 64 })
    expect(icon({ imageWidth: -1, imageHeight: -1 })).toEqual({ width: 64, height: 64 })
    expect(icon({ imageWidth: 0 })).toEqual({ width: 64, height: 64 })
    expect(icon({ imageWidth: 1e308, imageHeight: 1e-300 })).toEqual({ width: 120, height: 6 })
    expect(icon({ imageWidth: 64, imageHeight: 2147483648 })).toEqual({ width: 6, height: 120 })
  })
})
