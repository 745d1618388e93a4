import { Text, View } from '@tarojs/components'
import { clampPercent } from './model'
import './index.scss'
import { roleOf } from '../a11y'

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

/**
 * A horizontal bar with an optional label inside; its width is a CSS transition, not frames. To a reader a
 * progress bar of 0–100, named by its label (已抢12%) when it has one.
 */
export function ProgressBar ({ percent, min, max, label, color, trackColor, className = '' }: ProgressBarProps) {
  const width = clampPercent(percent, min, max)
  const value = Math.round(Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0)))
  return (
    <View className={`progress-bar ${className}`} style={{ backgroundColor: trackColor }} {...roleOf('progressbar')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label || `${value}%`}>
      <View className='progress-bar__fill' style={{ width: `${width}%`, backgroundColor: color }} />
      {label ? <Text className='progress-bar__label' aria-hidden>{label}</Text> : null}
    </View>
  )
}
