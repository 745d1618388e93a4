/**
 * Page views (001 §7: POST /page-view-record/add-or-update {pageId}; the
 * answer is not shown): counted per visitor and page, shown at
 * `GET /__emu/visitor` under `data.pageViews`.
 */
import { BusinessError, gatewayRoute } from '../gateway'
import { lastScenario, visitorState, type Domain } from './types'

const NAME = 'pageViews'

export const pageViewsDomain: Domain = {
  name: NAME,
  register (app) {
    gatewayRoute(app, 'POST', '/page-view-record/add-or-update', 'page-view-record', lastScenario, (ctx) => {
      const { pageId } = ctx.body
      if ((typeof pageId !== 'number' && typeof pageId !== 'string') || pageId === '') throw new BusinessError(400, '页面 id（pageId）缺失')
      const views = visitorState<Record<string, number>>(ctx.visitor, NAME, () => ({}))
      views[String(pageId)] = (views[String(pageId)] ?? 0) + 1
      return true
    })
  }
}
