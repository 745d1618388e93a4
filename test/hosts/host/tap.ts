/**
 * A tap as the host dispatches it: to the tapped node and each ancestor whose template binds tap, up to
 * and including the first catch, each with the event that host builds.
 */
import type { Dict } from './api'
import { HarnessError } from './errors'
import { TEMPLATE_EXT, type MiniTarget } from './targets'
import { describeNode, type HostNode } from './tree'

/**
 * The page's `eh` calls a tap on `tapped` makes, in order: each handling node and its event (Alipay's
 * `target.dataset` is the handling node's and `targetDataset` the tapped node's; the others' `target` is the
 * tapped node). Throws when nothing on the way handles a tap.
 */
export function tapDispatch (target: MiniTarget, tapped: HostNode, now: number): { node: HostNode, event: Dict }[] {
  const chain: HostNode[] = []
  for (let n: HostNode | undefined = tapped; n; n = n.parent) if (n.tag !== '#text') chain.push(n)
  const handlers = chain.filter((n) => n.tapBound)
  if (!handlers.length) {
    throw new HarnessError(`tap(): nothing handles a tap on ${describeNode(tapped)}: neither it nor an ancestor binds tap in base.${TEMPLATE_EXT[target]} (${chain.map((n) => `<${n.tag}> nn=${n.nn}`).join(' < ')})`)
  }
  const first = chain[0]
  const ds = (n: HostNode) => ({ sid: n.sid })
  const out: { node: HostNode, event: Dict }[] = []
  for (const cur of handlers) {
    out.push({
      node: cur,
      event: {
        type: 'tap',
        timeStamp: now,
        target: target === 'alipay'
          ? { id: first.id, dataset: ds(cur), targetDataset: ds(first) }
          : { id: first.id, dataset: ds(first), offsetLeft: 0, offsetTop: 0 },
        currentTarget: { id: cur.id, dataset: ds(cur), offsetLeft: 0, offsetTop: 0 },
        detail: { x: 10, y: 10 },
        touches: [],
        changedTouches: [{ identifier: 0, pageX: 10, pageY: 10, clientX: 10, clientY: 10 }],
        mark: {}
      }
    })
    if (cur.tapCatch) break
  }
  return out
}
