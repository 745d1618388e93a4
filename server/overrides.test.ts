import type { FastifyInstance } from 'fastify'
import { buildEmulator } from './app'
import { MAX_OVERRIDES } from './overrides'
import { scenarioFiles, withScenarios } from './scenarios'

const RELEASE = '/campaign-center/api/avatar/pages/get-release'

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })

const put = (id: string, body: unknown) => app.inject({ method: 'PUT', url: `/__emu/pages/${id}`, payload: body as Record<string, unknown> })
const release = (hash: string) => app.inject({ method: 'POST', url: RELEASE, payload: { hash } }).then((r) => r.json())

describe('page overrides (PUT /__emu/pages/:activityId)', () => {
  it('answers the page call for a fuzz- id with the page sent, personalised as usual', async () => {
    const seckill = { id: 1, uuid: 's', type: 'yanxuanSeckill', data: { yanxuanSeckill: { contents: [{ configs: [{ sessId: 1, startInMinutes: -5, durationMinutes: 60, productConfigs: [] }] }] } } }
    const page = { id: 7, pageAttribute: { title: '<b>x</b>\ud800' }, components: [null, 7, seckill] }
    expect((await put('fuzz-1', { page })).statusCode).toBe(200)
    const body = await release('fuzz-1')
    expect(body.code).toBe(0)
    expect(body.data.pageAttribute.title).toBe('<b>x</b>\ud800')
    expect(body.data.components.slice(0, 2)).toEqual([null, 7])
    // The products domain turned the relative session into times, as it does for a scenario file.
    const session = body.data.components[2].data.yanxuanSeckill.contents[0].configs[0]
    expect(typeof session.seckillStartDt).toBe('number')
    // ... on a copy: the next call personalises the page as it was sent.
    expect((await release('fuzz-1')).data.components[2].data.yanxuanSeckill.contents[0].configs[0].seckillStartDt).toBe(session.seckillStartDt)
  })

  it('answers a component no domain can personalise as it was sent (a null seckill content: not a 500)', async () => {
    const seckill = { id: 1, uuid: 's', type: 'yanxuanSeckill', data: { yanxuanSeckill: { contents: [null, { configs: 7 }] } } }
    await put('fuzz-null-content', { page: { components: [seckill] } })
    const body = await release('fuzz-null-content')
    expect(body.code).toBe(0)
    expect(body.data.components[0].data.yanxuanSeckill.contents).toEqual([null, { configs: 7 }])
  })

  it('takes a page of any JSON type, null included', async () => {
    await put('fuzz-null', { page: null })
    expect(await release('fuzz-null')).toMatchObject({ code: 0, data: null })
    await put('fuzz-array', { page: [1, 'x'] })
    expect((await release('fuzz-array')).data).toEqual([1, 'x'])
  })

  it('takes a page of several megabytes (100 000-character strings, thousands of components)', async () => {
    const components = Array.from({ length: 3000 }, (_, i) => ({ uuid: `u${i}`, type: 'spacing', data: { spacing: { contents: [{ text: 'x'.repeat(1000) }] } } }))
    expect((await put('fuzz-big', { page: { components } })).statusCode).toBe(200)
    expect((await release('fuzz-big')).data.components).toHaveLength(3000)
  })

  it('refuses other ids and bodies without a page; scenario files are not overridden', async () => {
    expect((await put('demo', { page: {} })).statusCode).toBe(400)
    expect((await put('fuzz-', { page: {} })).statusCode).toBe(400)
    expect((await put('fuzz-x', { components: [] })).statusCode).toBe(400)
    expect((await release('demo')).data.pageAttribute.title).toBe('双11 以旧换新焕新季')
    expect(await release('fuzz-never-put')).toMatchObject({ code: 10404 })
  })

  it(`keeps at most ${MAX_OVERRIDES} pages, forgetting the oldest`, async () => {
    for (let i = 0; i <= MAX_OVERRIDES; i++) await put(`fuzz-n${i}`, { page: { id: i } })
    expect(await release('fuzz-n0')).toMatchObject({ code: 10404 })
    expect((await release(`fuzz-n${MAX_OVERRIDES}`)).data).toEqual({ id: MAX_OVERRIDES })
    expect((await release('fuzz-n1')).data).toEqual({ id: 1 })
  })
})

describe('each emulator its own scenarios (issue 41 §6)', () => {
  it('a fuzz page put to one emulator is not another\'s', async () => {
    const other = await buildEmulator({ distDir: '/nonexistent' })
    try {
      await put('fuzz-mine', { page: { id: 41 } })
      expect((await release('fuzz-mine')).data).toEqual({ id: 41 })
      const theirs = await other.inject({ method: 'POST', url: RELEASE, payload: { hash: 'fuzz-mine' } }).then((r) => r.json())
      expect(theirs).toMatchObject({ code: 10404 })
    } finally {
      await other.close()
    }
  })

  it('an emulator answers the scenarios it is handed: the files, and a test\'s own page in front', async () => {
    const own = await buildEmulator({ distDir: '/nonexistent', scenarios: withScenarios(scenarioFiles(), [{ id: 'long-page', title: '长页', description: 'a test\'s page', page: { id: 7, components: [] } }]) })
    try {
      const answer = (hash: string) => own.inject({ method: 'POST', url: RELEASE, payload: { hash } }).then((r) => r.json())
      expect((await answer('long-page')).data).toMatchObject({ id: 7, components: [] })
      expect((await answer('demo')).data.pageAttribute.title).toBe('双11 以旧换新焕新季')
      // The first emulator was handed none of it.
      expect(await release('long-page')).toMatchObject({ code: 10404 })
    } finally {
      await own.close()
    }
  })
})
