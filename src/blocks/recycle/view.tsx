import { ScrollView, Text, View } from '@tarojs/components'
import { Img } from '@/ui/Img'
import { Tap, type TapProps } from '@/ui/Tap'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps, ComponentMeta } from '@/renderer/types'
import type { RecycleModel, RecycleTile } from './model'
import './style.scss'

/** A tile without a target does nothing on a tap: no control, its texts read as they are. */
function Plain ({ className, children }: TapProps) {
  return <View className={className}>{children}</View>
}

function Tile ({ tile, model, component }: { tile: RecycleTile, model: RecycleModel, component: ComponentMeta }) {
  const onClick = useClick(tile.redirects, component)
  const button = model.button.text ?? t('recycle.button')
  // The tile opens its product's page: one link named by what it shows, in its own words and order (its image is decoration).
  const label = [tile.name, `${t('recycle.highestPrice')}¥${tile.highestPrice}`, tile.subsidy ? t('recycle.subsidy', { amount: tile.subsidy }) : '', button].filter(Boolean).join(' ')
  const Box = tile.redirects.length ? Tap : Plain
  return (
    <Box className='recycle__tile' role='link' label={label} onTap={onClick}>
      <Img className='recycle__image' src={tile.image} mode='aspectFit' lazyLoad />
      <Text className='recycle__name'>{tile.name}</Text>
      <Text className='recycle__label'>{t('recycle.highestPrice')}</Text>
      <Text className='recycle__price'>¥{tile.highestPrice}</Text>
      {tile.subsidy ? <Text className='recycle__subsidy'>{t('recycle.subsidy', { amount: tile.subsidy })}</Text> : null}
      <Text className='recycle__button' style={{ backgroundColor: model.button.color, color: model.button.textColor }}>{button}</Text>
    </Box>
  )
}

/** Recycle tiles (000 §2): a grid of `columns`, or one sliding row; ATMOSPHERE_FRAME draws the frame image behind. */
export default function Recycle ({ model, component }: BlockProps<RecycleModel>) {
  const framed = model.style === 'ATMOSPHERE_FRAME'
  const tiles = model.tiles.map((tile, i) => <Tile key={i} tile={tile} model={model} component={component} />)
  return (
    <View
      className={`recycle recycle--${model.style.toLowerCase()}`}
      style={framed && model.atmosphereImage ? { backgroundImage: model.atmosphereImage } : undefined}
    >
      {model.slide
        ? <ScrollView className='recycle__row' scrollX enhanced showScrollbar={false}>{tiles}</ScrollView>
        : <View className={`recycle__grid recycle__grid--${model.columns}`}>{tiles}</View>}
    </View>
  )
}
