import { Text, View } from '@tarojs/components'
import { t } from '@/i18n'
import { RatioImage } from '@/ui/RatioImage'
import { Tap } from '@/ui/Tap'
import './index.scss'

/**
 * The login-blocking image (000 §4): stands in for a component until the
 * visitor logs in; a tap starts login. A wall whose image is not a usable URL
 * still blocks, with a plain prompt.
 */
export function LoginWall ({ imageUrl, onLogin }: { imageUrl: string | undefined, onLogin: () => void }) {
  return (
    <Tap className='login-wall' onTap={onLogin} label={t('login.wall')}>
      {imageUrl
        ? <RatioImage className='login-wall__image' src={imageUrl} />
        : <View className='login-wall__prompt'><Text>{t('login.wall')}</Text></View>}
    </Tap>
  )
}
