import type { FastifyInstance } from 'fastify'
import { buildEmulator } from '../app'
import { MAX_BATCH, eventsOf } from './analytics'

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })

describe('analytics collector', () => {
  it('reads one event, a bare array or { events: [...] }', () => {
    expect(eventsOf({ event: 'click' })).toEqual([{ event: 'click' }])
    expect(eventsOf([{ event: 'a' }, { event: 'b' }])).toEqual([{ event: 'a' }, { event: 'b' }])
    expect(eventsOf({ events: [{ event: 'a' }] })).toEqual([{ event: 'a' }])
    expect(eventsOf(undefined)).toEqual([])
    expect(eventsOf({ events: Array.from({ length: MAX_BATCH + 5 }, (_, i) => ({ i })) })).toHaveLength(MAX_BATCH)
  })

  it('stores each event of a batch on its own, per visitor', async () => {
    const post = await app.inject({ method: 'POST', url: '/analytics/collect', payload: { events: [{ event: 'component_show', uuid: 'u1' }, { event: 'component_show', uuid: 'u2' }] } })
    const cookie = `emu_vid=${post.cookies.find((c) => c.name === 'emu_vid')?.value}`
    await app.inject({ method: 'POST', url: '/analytics/collect', headers: { cookie }, payload: [{ event: 'click', uuid: 'u3' }] })
    const list = await app.inject({ method: 'GET', url: '/__emu/analytics', headers: { cookie } })
    expect(list.json()).toEqual([{ event: 'component_show', uuid: 'u1' }, { event: 'component_show', uuid: 'u2' }, { event: 'click', uuid: 'u3' }])
  })
})
