import { Text, View } from '@tarojs/components'
import { clampPercent } from './model'
import './index.scss'

export interface ProgressBarProps {
  /** 0–100; clamped to [min, max] for the bar's width. */
  percent: number
  min?: number
  max?: number
  label?: string
  color?: string
  trackColor?: string
  className?: string
}

/** A horizontal bar with an optional label inside; its width is a CSS transition, not frames. */
export function ProgressBar ({ percent, min, max, label, color, trackColor, className = '' }: ProgressBarProps) {
  const width = clampPercent(percent, min, max)
  return (
    <View className={`progress-bar ${className}`} style={{ backgroundColor: trackColor }} aria-valuenow={Math.round(percent)}>
      <View className='progress-bar__fill' style={{ width: `${width}%`, backgroundColor: color }} />
      {label ? <Text className='progress-bar__label'>{label}</Text> : null}
    </View>
  )
}
