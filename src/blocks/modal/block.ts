import type { BlockDefinition } from '@/renderer/types'
import View from '.'
import { MODAL_KIND, parseModal, type ModalModel } from './model'

export const block: BlockDefinition<ModalModel> = { kind: MODAL_KIND, parse: (raw, component) => parseModal(raw, component.uuid), View }
