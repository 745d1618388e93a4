/**
 * What a mini-program host's reader gets of the page, read the way the host reads it: the build's templates
 * (each attribute bound to a data key) applied to the data tree the page sent (plugins/a11y-attrs).
 */
import type { MiniTarget } from './targets'
import type { TemplateInfo } from './templates'
import { describeNode, hostNodes, type HostNode, type MpNode } from './tree'

/** The host's role attribute: WeChat's and the hosts given WeChat's read `aria-role`, Alipay's `role`. */
export const ROLE_ATTRIBUTE: Record<MiniTarget, string> = { weapp: 'aria-role', meituan: 'aria-role', tt: 'aria-role', alipay: 'role' }

/** The roles a control takes (src/ui/Tap). */
const CONTROL_ROLES = new Set(['button', 'link', 'tab'])

/** The value the node's template renders for an attribute (undefined: not bound, or no value). */
export function rendered (node: HostNode, templates: Map<string, TemplateInfo>, attribute: string): unknown {
  const key = templates.get(node.nn)?.attrs.get(attribute)
  return key === undefined ? undefined : node.raw[key]
}

const truthy = (v: unknown) => v === true || v === 'true'

/**
 * What a reader would miss, as messages: a view or text that takes a tap (its template binds tap) without a
 * control's role and a name in the host's own attributes, and a dialog (a view the page gives `aria-modal` or
 * the role) that is not a modal dialog to the host. A tap target hidden from readers on purpose (a mask: the dialog has its own
 * close button) is left out; so are the hosts' own components (swiper, scroll-view, image), whose templates
 * bind tap whether or not the page listens: the page takes taps through views alone (src/ui/Tap).
 */
export function readerGaps (root: MpNode, templates: Map<string, TemplateInfo>, target: MiniTarget): string[] {
  const roleAttr = ROLE_ATTRIBUTE[target]
  const gaps: string[] = []
  for (const node of hostNodes(root, templates)) {
    if (node.tag !== 'view' && node.tag !== 'text') continue
    const role = rendered(node, templates, roleAttr)
    // A dialog's template binds tap for its catchMove (the page does not scroll under it): it is not a control.
    if (node.tapBound && role !== 'dialog' && !truthy(rendered(node, templates, 'aria-hidden'))) {
      if (!CONTROL_ROLES.has(String(role))) gaps.push(`${describeNode(node)}: takes a tap, ${roleAttr}=${String(role)}`)
      if (!String(rendered(node, templates, 'aria-label') ?? '').trim()) gaps.push(`${describeNode(node)}: takes a tap, no aria-label`)
    }
    // The page marks a dialog with aria-modal: under its template's key, or its own name when no template reads it.
    const modalKey = templates.get(node.nn)?.attrs.get('aria-modal')
    const claimsModal = truthy(node.raw.ariaModal) || (modalKey !== undefined && truthy(node.raw[modalKey]))
    if ((claimsModal || role === 'dialog') && (role !== 'dialog' || !truthy(rendered(node, templates, 'aria-modal')))) {
      gaps.push(`${describeNode(node)}: a dialog, ${roleAttr}=${String(role)} aria-modal=${String(rendered(node, templates, 'aria-modal'))}`)
    }
  }
  return gaps
}
