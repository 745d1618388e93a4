/** Activity page as the gateway sends it (000 §3). */
export interface ActivityPage {
  id?: number | string
  status?: string
  startDt?: number | string
  endDt?: number | string
  bizType?: string
  pageAttribute?: PageAttribute
  components?: ComponentConfig[]
}

export interface PageAttribute {
  backgroundColor?: string
  backgroundImageUrl?: string
  title?: string
}

/** One configured component: `data[kind].contents[0]` holds its settings. */
export interface ComponentConfig {
  id: number | string
  uuid: string
  type: string
  remark?: string
  data?: Record<string, { contents?: unknown[] } | undefined>
}
