import { View } from '@tarojs/components'
import { StoreContext, type RootStore } from '../../src/stores'
import { DialogHost } from '../../src/ui/Dialog'
import { mount } from './mount'
import { testRoot } from './renderBlocks'

function Host ({ root }: { root: RootStore }) {
  return <StoreContext.Provider value={root}><View className='page'><DialogHost /></View></StoreContext.Provider>
}

/** The page's dialog host alone, on a test root: what a block's panels draw, as the visitor sees them. */
export async function dialogHost (options: Parameters<typeof testRoot>[0] = {}) {
  const made = testRoot(options)
  const utils = await mount(Host, { root: made.root })
  const q = (sel: string) => document.querySelector(sel) as HTMLElement | null
  const texts = (sel: string) => Array.from(document.querySelectorAll(sel)).map((n) => n.textContent)
  /** Taps the element (the first one the selector finds). */
  const tap = (sel: string) => {
    const node = q(sel)
    if (!node) throw new Error(`nothing to tap at ${sel}`)
    utils.fireEvent.click(node)
  }
  return { ...made, utils, q, texts, tap }
}
