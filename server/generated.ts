/**
 * Scenarios the emulator makes from others rather than reads from a file: a page too long to keep by hand.
 * `products-long` (issue 42) is `products` with every block below its header three times over (79 stacked
 * blocks, each copy with uuids of its own) and a floor bar whose tabs jump to each copy and to the last
 * block: QA runs the hosts' page audits and floor jumps on it. Built from the products file on every call,
 * as files are read, so an edit to `products.json` shows here too.
 */

/** What this file reads and writes of a scenario (scenarios.ts's Scenario: it lists these, so this file names no type of it). */
interface ScenarioLike {
  id: string
  title: string
  description: string
  page: Record<string, unknown> | null
  generated?: boolean
}

export const PRODUCTS_LONG = 'products-long'
/** How many times the products page's blocks are repeated. */
export const LONG_COPIES = 3

type Component = Record<string, unknown>

/** The floor bar's tabs: the first block of each copy, and the last block of the page. */
function floorBar (copies: Component[][]): Component {
  const tabs = copies.map((copy, i) => ({ title: `第${'一二三四五'[i] ?? i + 1}遍`, targetFloorUuid: String(copy[0]?.uuid) }))
  const last = copies[copies.length - 1]?.filter((c) => c.type !== 'spacing').pop()
  if (last) tabs.push({ title: '最后', targetFloorUuid: String(last.uuid) })
  return {
    id: 99001,
    uuid: 'pl-floors',
    type: 'floorNav',
    remark: '楼层导航（每一遍的开头与最后一个组件）',
    data: { floorNav: { contents: [{ bgColor: '#ffffff', textColor: '#666666', activeTextColor: '#e8332a', activeLineColor: '#e8332a', resources: tabs }] } }
  }
}

/** `products` made long; undefined without it or a page of components. */
export function productsLong<S extends ScenarioLike> (products: S | undefined): S | undefined {
  const page = products?.page as { components?: unknown } | null | undefined
  if (!products || !page || !Array.isArray(page.components) || !page.components.length) return undefined
  const [header, ...blocks] = page.components as Component[]
  const copies = Array.from({ length: LONG_COPIES }, (_, copy) => blocks.map((block) => ({ ...structuredClone(block), id: `${String(block.id)}-${copy}`, uuid: `${String(block.uuid)}-${copy}` })))
  return {
    ...products,
    id: PRODUCTS_LONG,
    title: `超长页面（严选商品组件 ×${LONG_COPIES}，楼层导航）`,
    description: `products with every block below the header ${LONG_COPIES} times over (${blocks.length * LONG_COPIES} blocks) and a floor bar jumping to each copy and to the last block: the hosts' page audits (nodes, depth, children, setData) and floor jumps on a page operators build this long.`,
    generated: true,
    page: { ...page, components: [header, floorBar(copies), ...copies.flat()] }
  }
}
