import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'

const mounted: TestUtils[] = []

/** Mounts a Taro component under jsdom and unmounts it after the test. */
export async function mount<P extends Record<string, unknown>> (component: ComponentType<P>, props: P): Promise<TestUtils> {
  const utils = new TestUtils()
  await utils.mount(component as never, { props })
  mounted.push(utils)
  return utils
}

afterEach(() => {
  for (const utils of mounted.splice(0)) utils.unmout()
})

/** The last element matching `selector` in the document (the most recent mount's). */
export function last (selector: string): HTMLElement {
  const all = document.querySelectorAll(selector)
  if (!all.length) throw new Error(`nothing matches ${selector}`)
  return all[all.length - 1] as HTMLElement
}
