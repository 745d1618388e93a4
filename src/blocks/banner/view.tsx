import { View, Text } from '@tarojs/components'
import { t } from '@/i18n'
import { useClick } from '@/renderer/click'
import type { BlockProps } from '@/renderer/types'
import { RatioImage } from '@/ui/RatioImage'
import type { BannerModel } from './types'
import './style.scss'

/** Seconds per character of the bullet strip's scroll: long strips scroll at the same speed as short ones. */
const MARQUEE_SECONDS_PER_CHAR = 0.3

function BulletStrip ({ bullets }: { bullets: NonNullable<BannerModel['bullets']> }) {
  const line = bullets.texts.join('　　')
  // The text is doubled and shifted by half its width: a seamless loop in CSS alone, no timer, no setData per frame.
  return (
    <View className={`banner__bullets banner__bullets--${bullets.location}`} style={{ backgroundColor: bullets.backgroundColor }}>
      <View className='banner__marquee' style={{ animationDuration: `${Math.max(8, line.length * MARQUEE_SECONDS_PER_CHAR)}s` }}>
        {/* The second copy is the loop's, for the eye only: a reader says each text once. */}
        {bullets.texts.concat(bullets.texts).map((text, i) => (
          <Text key={i} className='banner__bullet' style={{ color: bullets.textColor }} aria-hidden={i >= bullets.texts.length || undefined}>{text}</Text>
        ))}
      </View>
    </View>
  )
}

export default function Banner ({ model, component }: BlockProps<BannerModel>) {
  const onClick = useClick(model.redirects, component)
  const label = t('banner.a11y.image')
  // With a click target the image is a link (it opens a page); without one it is content a reader names.
  return (
    <View className='banner'>
      <RatioImage src={model.image} aspectRatio={model.aspectRatio} alt={label} tap={model.redirects.length ? { label, role: 'link', onTap: onClick } : undefined} />
      {model.bullets ? <BulletStrip bullets={model.bullets} /> : null}
    </View>
  )
}
