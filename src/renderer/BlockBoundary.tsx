import { Component, Suspense, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { t } from '@/i18n'
import { reportBlockError } from './report'
import type { ComponentMeta } from './types'
import './BlockBoundary.scss'

interface Props {
  component: ComponentMeta
  activityId?: string | number
  preview: boolean
  children: ReactNode
}

/** A block's problem as operators see it in preview mode; visitors of the released page see nothing. */
export function BlockFault ({ message }: { message: string }) {
  return (
    <View className='block-fault'>
      <Text className='block-fault__text'>{message}</Text>
    </View>
  )
}

/**
 * Isolates one block: a render error is reported and the block disappears
 * (release) or says what failed (preview); the rest of the page goes on.
 */
export class BlockBoundary extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {}

  static getDerivedStateFromError (error: Error) {
    return { error }
  }

  componentDidCatch (error: Error) {
    const { component, activityId } = this.props
    reportBlockError(error, { activityId, componentType: component.type, uuid: component.uuid })
  }

  render () {
    const { error } = this.state
    // A block's view may still be loading (H5 loads each kind on demand): show nothing meanwhile.
    if (!error) return <Suspense fallback={null}>{this.props.children}</Suspense>
    if (!this.props.preview) return null
    const { component } = this.props
    return <BlockFault message={t('block.crashed', { type: component.type, uuid: component.uuid, reason: error.message })} />
  }
}
