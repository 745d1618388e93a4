import { Suspense, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { t } from '@/i18n'
import type { ComponentConfig } from '@/lib/types'
import { ReportingBoundary } from './ReportingBoundary'
import './BlockBoundary.scss'

interface Props {
  component: Pick<ComponentConfig, 'type' | 'uuid'>
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
 * Isolates one block, from reading its config to rendering it: an error is
 * reported and the block disappears (release) or says what failed (preview);
 * the rest of the page goes on. While a block's code loads (H5), it shows nothing.
 */
export class BlockBoundary extends ReportingBoundary<Props> {
  protected reportAs () {
    return { componentType: this.props.component.type, uuid: this.props.component.uuid }
  }

  /** A refresh brought this component's config again: give it another chance (a chunk that failed to load, a fixed config). */
  componentDidUpdate (previous: Props) {
    if (this.state.error && previous.component !== this.props.component) this.setState({ error: undefined })
  }

  render () {
    const { error } = this.state
    if (!error) return <Suspense fallback={null}>{this.props.children}</Suspense>
    if (!this.root?.page.preview) return null
    const { component } = this.props
    return <BlockFault message={t('block.crashed', { type: component.type, uuid: component.uuid, reason: error.message })} />
  }
}
