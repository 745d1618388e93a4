import { Text, View } from '@tarojs/components'
import { Img } from '../Img'
import { Tap } from '../Tap'
import './index.scss'

export interface PrizeDialogButton<V extends string> {
  label: string
  value: V
}

export interface PrizeDialogProps<V extends string> {
  /** 恭喜您！中奖啦！ or 谢谢参与 再接再厉 (the block's texts). */
  title: string
  prizeName?: string
  image?: string
  desc?: string
  /** The main button first. */
  buttons: Array<PrizeDialogButton<V>>
  onChoose: (value: V) => void
}

/**
 * A prize's result dialog (002 §4), shared by the prize draw, the guessing
 * game and cashback: the title, the prize's image and name, a line, and the
 * follow-up buttons. Opened through `root.dialogs.open`, whose host is the
 * modal dialog (named by the request's label); the block supplies every text.
 * The prize's picture is decoration: its name is written under it.
 */
export function PrizeDialog<V extends string> ({ title, prizeName, image, desc, buttons, onChoose }: PrizeDialogProps<V>) {
  return (
    <View className={`prize-dialog${prizeName ? ' prize-dialog--win' : ''}`}>
      <Text className='prize-dialog__title'>{title}</Text>
      {image ? <Img className='prize-dialog__image' src={image} mode='aspectFit' /> : null}
      {prizeName ? <Text className='prize-dialog__name'>{prizeName}</Text> : null}
      {desc ? <Text className='prize-dialog__desc'>{desc}</Text> : null}
      <View className='prize-dialog__buttons'>
        {buttons.map((b, i) => (
          <Tap key={b.value} className={`prize-dialog__button${i === 0 ? ' prize-dialog__button--main' : ''}`} label={b.label} onTap={() => onChoose(b.value)}>{b.label}</Tap>
        ))}
      </View>
    </View>
  )
}
