import { Image, View } from '@tarojs/components'
import { t } from '@/i18n'
import './index.scss'

/** The login-blocking image (000 §4): stands in for a component until the visitor logs in; a tap starts login. */
export function LoginWall ({ imageUrl, onLogin }: { imageUrl: string, onLogin: () => void }) {
  return (
    <View className='login-wall' onClick={onLogin} aria-label={t('login.wall')}>
      <Image className='login-wall__image' src={imageUrl} mode='widthFix' lazyLoad />
    </View>
  )
}
