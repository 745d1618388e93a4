import { View } from '@tarojs/components'

/** Pagination dots, drawn by us on every target. A picture of where the carousel is, not a control: hidden from readers (each slide is in the reading order). */
export function Dots ({ pages, active, placement, color, activeColor }: { pages: number, active: number, placement: 'over' | 'below', color?: string, activeColor?: string }) {
  const dots: number[] = []
  for (let i = 0; i < pages; i++) dots.push(i)
  return (
    <View className={`carousel__dots carousel__dots--${placement}`} aria-hidden>
      {dots.map((i) => {
        const on = i === active
        const background = on ? activeColor : color
        return <View key={i} className={`carousel__dot${on ? ' carousel__dot--active' : ''}`} style={background ? { background } : undefined} />
      })}
    </View>
  )
}
