import type { PrefetchConfig } from './contract'
import { firstBatchByKind, firstCallsOf, kindOf, serverNowOf } from './firstCalls'

const block = (kind: string, uuid = kind) => ({ uuid, type: kind, data: { [kind]: { contents: [{}] } } })

describe('the first batch\'s calls, started before the app runs', () => {
  it('reads a kind as the registry does: `type` when data holds it, else the first key of data holding contents', () => {
    expect(kindOf({ type: 'banner', data: { banner: { contents: [] } } })).toBe('banner')
    expect(kindOf({ type: 'wrong', data: { note: 'x', tab: { contents: [] } } })).toBe('tab')
    expect(kindOf({ type: 'banner', data: { banner: { contents: {} } } })).toBe('undefined')
  })

  it('takes the first batch\'s stacked blocks by kind, in order, floating ones left out', () => {
    const components = [block('modal'), block('yanxuanSeckill', 's1'), null, block('banner'), block('yanxuanSeckill', 's2')]
    expect(firstBatchByKind(components, 2, ['modal'])).toEqual([['yanxuanSeckill', [components[1]]], ['banner', [components[3]]]])
    expect(firstBatchByKind(components, 3, ['modal']).map(([kind, blocks]) => [kind, blocks.length])).toEqual([['yanxuanSeckill', 2], ['banner', 1]])
  })

  it('reads the server\'s clock (x-server-time, else Date) moved on to now', () => {
    expect(serverNowOf({ 'x-server-time': '1000' }, 50, 80)).toBe(1030)
    expect(serverNowOf({ date: 'Thu, 01 Jan 2026 00:00:00 GMT' }, 0, 10)).toBe(Date.UTC(2026, 0, 1) + 10)
    expect(serverNowOf({}, 0, 10)).toBeUndefined()
  })

  it('asks each kind\'s hint with its blocks and the server\'s time; a path the build did not name is left out', () => {
    const config = { firstBatch: 2, floatingKinds: [], paths: { release: '/r', preview: '/p', locate: '/l', prices: '/prices' } } as unknown as PrefetchConfig
    const seen: unknown[] = []
    const calls = firstCallsOf([block('yanxuanSeckill'), block('banner')], config, {
      yanxuanSeckill: { firstCalls: (blocks, now) => { seen.push(blocks.length, now); return [{ path: 'prices', body: '{"a":1}' }, { path: 'other' as 'prices', body: '{}' }] } }
    }, 42)
    expect(seen).toEqual([1, 42])
    expect(calls).toEqual([{ path: '/prices', body: '{"a":1}' }])
  })

  it('a hint that throws loses only its own kind\'s calls', () => {
    const config = { firstBatch: 2, floatingKinds: [], paths: { release: '/r', preview: '/p', locate: '/l', prices: '/prices' } } as unknown as PrefetchConfig
    const calls = firstCallsOf([block('yanxuanSeckill'), block('banner')], config, {
      yanxuanSeckill: { firstCalls: () => [{ path: 'prices', body: '{"s":1}' }] },
      banner: { firstCalls: () => { throw new Error('a config the hint cannot read') } }
    }, undefined)
    expect(calls).toEqual([{ path: '/prices', body: '{"s":1}' }])
  })
})
