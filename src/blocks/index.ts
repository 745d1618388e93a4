/** Mini-program targets: every block view is bundled (hosts load code from the package, not on demand). */
import AhsMutex from './ahsMutex'
import BackTop from './backTop'
import Banner from './banner'
import CampaignSignup from './campaignSignup'
import Countdown from './countdown'
import HeaderImage from './headerImage'
import HotImage from './hotImage'
import Modal from './modal'
import MultiImage from './multiImage'
import Recycle from './recycle'
import RichText from './richText'
import SelfRun from './selfRun'
import Slide from './slide'
import Spacing from './spacing'
import SuspendIcon from './suspendIcon'
import Tab from './tab'
import Video from './video'
import { buildRegistry } from './catalog'

export const createRegistry = () => buildRegistry({
  banner: Banner,
  campaignSignup: CampaignSignup,
  multiImage: MultiImage,
  slide: Slide,
  hotImage: HotImage,
  tab: Tab,
  ahsMutex: AhsMutex,
  modal: Modal,
  suspendIcon: SuspendIcon,
  backTop: BackTop,
  recycle: Recycle,
  countdown: Countdown,
  richText: RichText,
  headerImage: HeaderImage,
  video: Video,
  spacing: Spacing,
  selfRun: SelfRun
})

export const registry = createRegistry()
