import type { FastifyInstance } from 'fastify'
import { buildEmulator } from './app'
import { LONG_COPIES, PRODUCTS_LONG, productsLong } from './generated'
import { loadScenario, scenarioFiles } from './scenarios'

const RELEASE = '/campaign-center/api/avatar/pages/get-release'
type Component = { id: unknown, uuid: string, type: string, data: Record<string, { contents: Array<{ resources?: Array<{ title: string, targetFloorUuid: string }> }> }> }

let app: FastifyInstance
beforeAll(async () => { app = await buildEmulator({ distDir: '/nonexistent' }) })
afterAll(async () => { await app.close() })

describe('products-long: the products page three times over (issue 42)', () => {
  const products = loadScenario('products', 'http://o')!
  const long = productsLong(products)!
  const components = (long.page as { components: Component[] }).components
  const original = (products.page as { components: Component[] }).components

  it('keeps the header, adds a floor bar, then every block below the header three times, each copy with uuids of its own', () => {
    expect(components[0]).toEqual(original[0])
    expect(components[1].type).toBe('floorNav')
    const below = original.slice(1)
    expect(components.slice(2).map((c) => c.type)).toEqual(Array.from({ length: LONG_COPIES }, () => below.map((c) => c.type)).flat())
    expect(components).toHaveLength(2 + below.length * LONG_COPIES)
    expect(below.length * LONG_COPIES).toBe(78)
    expect(new Set(components.map((c) => c.uuid)).size).toBe(components.length)
    expect(long).toMatchObject({ id: PRODUCTS_LONG, generated: true })
  })

  it('its floor tabs land on each copy\'s first block and on the page\'s last block', () => {
    const tabs = components[1].data.floorNav.contents[0].resources!
    expect(tabs.map((t) => t.title)).toEqual(['第一遍', '第二遍', '第三遍', '最后'])
    const index = (uuid: string) => components.findIndex((c) => c.uuid === uuid)
    expect(tabs.map((t) => index(t.targetFloorUuid))).toEqual([2, 2 + 26, 2 + 52, components.length - 2])
  })

  it('is listed (marked generated, so the sweeps leave it out) and answered by the page call like a file', async () => {
    expect(scenarioFiles().ids()).toContain(PRODUCTS_LONG)
    const list = (await app.inject({ method: 'GET', url: '/__emu/scenarios' })).json() as Array<{ id: string, generated?: boolean }>
    expect(list.filter((s) => s.generated).map((s) => s.id)).toEqual([PRODUCTS_LONG])
    const res = await app.inject({ method: 'POST', url: RELEASE, payload: { hash: PRODUCTS_LONG, cityId: 1, platform: 'PC' } })
    expect(res.json().data.components).toHaveLength(components.length)
  })

  it('nothing to make without a products page', () => {
    expect(productsLong(undefined)).toBeUndefined()
    expect(productsLong({ ...products, page: null })).toBeUndefined()
    expect(productsLong({ ...products, page: { components: [] } })).toBeUndefined()
  })
})
