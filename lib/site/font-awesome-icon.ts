/**
 * Menu icons of NotionNext-style workspaces: the `icon` column holds Font Awesome class names
 * (`fas fa-home`, `fa-solid fa-house`, `fab fa-github`). They are drawn from lucide, the icon set
 * the themes use, resolved here on the server to the icon's drawing data, so a page carries only
 * the few icons its menus name and no mapping table. Lucide has no brand marks: a brand maps to
 * the generic icon nearest its meaning (GitHub to a branch, YouTube to a play button) where there
 * is one, and to nothing otherwise.
 */
import * as ArchiveIcon from 'lucide-react/icons/archive'
import * as AtSignIcon from 'lucide-react/icons/at-sign'
import * as AwardIcon from 'lucide-react/icons/award'
import * as BookIcon from 'lucide-react/icons/book'
import * as BookOpenIcon from 'lucide-react/icons/book-open'
import * as BookmarkIcon from 'lucide-react/icons/bookmark'
import * as BriefcaseIcon from 'lucide-react/icons/briefcase'
import * as CalendarIcon from 'lucide-react/icons/calendar'
import * as CalendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as CameraIcon from 'lucide-react/icons/camera'
import * as ChartColumnIcon from 'lucide-react/icons/chart-column'
import * as CirclePlayIcon from 'lucide-react/icons/circle-play'
import * as CircleQuestionMarkIcon from 'lucide-react/icons/circle-question-mark'
import * as ClockIcon from 'lucide-react/icons/clock'
import * as CloudIcon from 'lucide-react/icons/cloud'
import * as CodeIcon from 'lucide-react/icons/code'
import * as CoffeeIcon from 'lucide-react/icons/coffee'
import * as CompassIcon from 'lucide-react/icons/compass'
import * as ContactIcon from 'lucide-react/icons/contact'
import * as DownloadIcon from 'lucide-react/icons/download'
import * as EighthNotesIcon from 'lucide-react/icons/eighth-notes'
import * as ExternalLinkIcon from 'lucide-react/icons/external-link'
import * as FaceSlightlySmilingIcon from 'lucide-react/icons/face-slightly-smiling'
import * as FeatherIcon from 'lucide-react/icons/feather'
import * as FileIcon from 'lucide-react/icons/file'
import * as FileTextIcon from 'lucide-react/icons/file-text'
import * as FilmIcon from 'lucide-react/icons/film'
import * as FlameIcon from 'lucide-react/icons/flame'
import * as FlaskConicalIcon from 'lucide-react/icons/flask-conical'
import * as FolderIcon from 'lucide-react/icons/folder'
import * as FolderOpenIcon from 'lucide-react/icons/folder-open'
import * as Gamepad2Icon from 'lucide-react/icons/gamepad-2'
import * as GiftIcon from 'lucide-react/icons/gift'
import * as GitBranchIcon from 'lucide-react/icons/git-branch'
import * as GlobeIcon from 'lucide-react/icons/globe'
import * as GraduationCapIcon from 'lucide-react/icons/graduation-cap'
import * as Grid3x3Icon from 'lucide-react/icons/grid-3x3'
import * as HandshakeIcon from 'lucide-react/icons/handshake'
import * as HashIcon from 'lucide-react/icons/hash'
import * as HeadphonesIcon from 'lucide-react/icons/headphones'
import * as HeartIcon from 'lucide-react/icons/heart'
import * as HouseIcon from 'lucide-react/icons/house'
import * as IdCardIcon from 'lucide-react/icons/id-card'
import * as ImageIcon from 'lucide-react/icons/image'
import * as ImagesIcon from 'lucide-react/icons/images'
import * as InfoIcon from 'lucide-react/icons/info'
import * as KeyIcon from 'lucide-react/icons/key'
import * as LaptopIcon from 'lucide-react/icons/laptop'
import * as LayersIcon from 'lucide-react/icons/layers'
import * as LayoutGridIcon from 'lucide-react/icons/layout-grid'
import * as LightbulbIcon from 'lucide-react/icons/lightbulb'
import * as LinkIcon from 'lucide-react/icons/link'
import * as ListIcon from 'lucide-react/icons/list'
import * as LockIcon from 'lucide-react/icons/lock'
import * as MailIcon from 'lucide-react/icons/mail'
import * as MapIcon from 'lucide-react/icons/map'
import * as MapPinIcon from 'lucide-react/icons/map-pin'
import * as MenuIcon from 'lucide-react/icons/menu'
import * as MessageCircleIcon from 'lucide-react/icons/message-circle'
import * as MessageSquareIcon from 'lucide-react/icons/message-square'
import * as MessagesSquareIcon from 'lucide-react/icons/messages-square'
import * as MicSignalIcon from 'lucide-react/icons/mic-signal'
import * as MoonIcon from 'lucide-react/icons/moon'
import * as NetworkIcon from 'lucide-react/icons/network'
import * as NewspaperIcon from 'lucide-react/icons/newspaper'
import * as PenIcon from 'lucide-react/icons/pen'
import * as PencilIcon from 'lucide-react/icons/pencil'
import * as PhoneIcon from 'lucide-react/icons/phone'
import * as RocketIcon from 'lucide-react/icons/rocket'
import * as RotateCcwClockIcon from 'lucide-react/icons/rotate-ccw-clock'
import * as RssIcon from 'lucide-react/icons/rss'
import * as SchoolIcon from 'lucide-react/icons/school'
import * as SearchIcon from 'lucide-react/icons/search'
import * as SendIcon from 'lucide-react/icons/send'
import * as SettingsIcon from 'lucide-react/icons/settings'
import * as ShoppingCartIcon from 'lucide-react/icons/shopping-cart'
import * as SquarePenIcon from 'lucide-react/icons/square-pen'
import * as StarIcon from 'lucide-react/icons/star'
import * as StoreIcon from 'lucide-react/icons/store'
import * as SunIcon from 'lucide-react/icons/sun'
import * as TagIcon from 'lucide-react/icons/tag'
import * as TagsIcon from 'lucide-react/icons/tags'
import * as TerminalIcon from 'lucide-react/icons/terminal'
import * as TrophyIcon from 'lucide-react/icons/trophy'
import * as TvIcon from 'lucide-react/icons/tv'
import * as UploadIcon from 'lucide-react/icons/upload'
import * as UserIcon from 'lucide-react/icons/user'
import * as UsersIcon from 'lucide-react/icons/users'
import * as VideoIcon from 'lucide-react/icons/video'
import * as WrenchIcon from 'lucide-react/icons/wrench'
import type { IconElement } from './types'

/** What each lucide icon module holds besides its component: the icon's name and SVG child nodes. */
interface LucideModule {
  __iconData?: { name?: string; node?: Array<[string, Record<string, unknown>]> }
}

/**
 * An icon module's elements, without lucide's React keys. lucide-react exports them as
 * `__iconData` next to each icon's component (its own type leaves the export out); a module that
 * lacks it (an alias re-exporting another icon's component only, or a release that drops the
 * export) stops the build here, naming the icon, rather than drawing menus without icons.
 */
function elementsOf(module: object, names: string[]): IconElement[] {
  const data = (module as LucideModule).__iconData
  if (!data?.name || !Array.isArray(data.node)) {
    throw new Error(`the lucide-react icon module for fa-${names[0]} exports no __iconData (name and node): import the icon by its own name, not an alias`)
  }
  return data.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes as IconElement[1]])
}

/** Lucide icons and the Font Awesome names (5 and 6 spellings, without `fa-`) drawn with each. */
const ICONS: Array<[object, string[]]> = [
  [HouseIcon, ['home', 'house', 'house-chimney', 'home-alt', 'home-lg', 'house-user']],
  [ArchiveIcon, ['archive', 'box-archive', 'box']],
  [UserIcon, ['user', 'user-alt', 'user-circle', 'circle-user', 'user-tie', 'user-large']],
  [UsersIcon, ['users', 'user-friends', 'user-group', 'people-group']],
  [TagIcon, ['tag']],
  [TagsIcon, ['tags']],
  [FolderIcon, ['folder', 'folder-closed']],
  [FolderOpenIcon, ['folder-open']],
  [SearchIcon, ['search', 'magnifying-glass']],
  [RssIcon, ['rss', 'rss-square', 'square-rss']],
  [GitBranchIcon, ['github', 'github-alt', 'github-square', 'square-github', 'gitlab', 'git', 'git-alt', 'code-branch']],
  [MailIcon, ['envelope', 'envelope-open', 'envelope-square', 'square-envelope']],
  [AtSignIcon, ['at']],
  [SendIcon, ['paper-plane', 'telegram', 'telegram-plane']],
  [BookIcon, ['book', 'book-bookmark']],
  [BookOpenIcon, ['book-open', 'book-reader', 'book-open-reader']],
  [LinkIcon, ['link', 'paperclip']],
  [ExternalLinkIcon, ['external-link', 'external-link-alt', 'up-right-from-square', 'arrow-up-right-from-square']],
  [InfoIcon, ['info', 'info-circle', 'circle-info']],
  [CircleQuestionMarkIcon, ['question', 'question-circle', 'circle-question']],
  [Grid3x3Icon, ['th', 'table-cells', 'grip']],
  [LayoutGridIcon, ['th-large', 'table-cells-large', 'border-all']],
  [CompassIcon, ['compass']],
  [BookmarkIcon, ['bookmark']],
  [ImagesIcon, ['images', 'photo-video', 'photo-film']],
  [ImageIcon, ['image', 'file-image']],
  [CameraIcon, ['camera', 'camera-retro', 'instagram']],
  [EighthNotesIcon, ['music']],
  [HeadphonesIcon, ['headphones', 'headphones-alt']],
  [MicSignalIcon, ['podcast']],
  [FilmIcon, ['film']],
  [VideoIcon, ['video', 'video-camera']],
  [CirclePlayIcon, ['youtube', 'play-circle', 'circle-play']],
  [TvIcon, ['tv', 'bilibili']],
  [Gamepad2Icon, ['gamepad']],
  [CodeIcon, ['code', 'file-code']],
  [LaptopIcon, ['laptop', 'laptop-code', 'computer']],
  [TerminalIcon, ['terminal']],
  [HeartIcon, ['heart']],
  [StarIcon, ['star']],
  [MessagesSquareIcon, ['comments', 'comments-alt']],
  [MessageCircleIcon, ['comment', 'comment-dots', 'commenting']],
  [MessageSquareIcon, ['comment-alt', 'message']],
  [ContactIcon, ['address-card', 'address-book', 'contact-card']],
  [IdCardIcon, ['id-card', 'id-badge']],
  [CalendarIcon, ['calendar', 'calendar-check', 'calendar-day']],
  [CalendarDaysIcon, ['calendar-alt', 'calendar-days']],
  [LayersIcon, ['layer-group']],
  [PenIcon, ['pen', 'pen-nib', 'pen-fancy']],
  [PencilIcon, ['pencil', 'pencil-alt', 'pen-clip']],
  [SquarePenIcon, ['edit', 'pen-to-square', 'pen-square', 'square-pen']],
  [FeatherIcon, ['feather', 'feather-alt', 'feather-pointed']],
  [ListIcon, ['list', 'list-ul', 'list-alt', 'list-ol', 'stream']],
  [MenuIcon, ['bars']],
  [ClockIcon, ['clock']],
  [RotateCcwClockIcon, ['history', 'clock-rotate-left']],
  [GlobeIcon, ['globe', 'globe-asia', 'globe-americas', 'globe-europe', 'earth-asia', 'earth-americas', 'earth-europe']],
  [MapIcon, ['map', 'map-marked', 'map-marked-alt', 'map-location-dot']],
  [MapPinIcon, ['map-marker', 'map-marker-alt', 'map-pin', 'location-dot', 'location-pin']],
  [GraduationCapIcon, ['graduation-cap', 'user-graduate']],
  [SchoolIcon, ['school', 'university', 'building-columns']],
  [BriefcaseIcon, ['briefcase', 'suitcase']],
  [NewspaperIcon, ['newspaper']],
  [FileIcon, ['file']],
  [FileTextIcon, ['file-alt', 'file-lines']],
  [DownloadIcon, ['download', 'cloud-download-alt']],
  [UploadIcon, ['upload']],
  [CloudIcon, ['cloud']],
  [CoffeeIcon, ['coffee', 'mug-hot', 'mug-saucer']],
  [GiftIcon, ['gift', 'gifts']],
  [LightbulbIcon, ['lightbulb']],
  [RocketIcon, ['rocket']],
  [PhoneIcon, ['phone', 'phone-alt', 'mobile', 'mobile-alt', 'mobile-screen']],
  [SettingsIcon, ['cog', 'cogs', 'gear', 'gears', 'sliders-h']],
  [WrenchIcon, ['wrench', 'tools', 'screwdriver-wrench', 'toolbox']],
  [NetworkIcon, ['sitemap', 'project-diagram', 'diagram-project']],
  [ShoppingCartIcon, ['shopping-cart', 'cart-shopping']],
  [StoreIcon, ['store', 'shop']],
  [FlaskConicalIcon, ['flask', 'vial']],
  [TrophyIcon, ['trophy']],
  [AwardIcon, ['award', 'medal']],
  [LockIcon, ['lock']],
  [KeyIcon, ['key']],
  [FaceSlightlySmilingIcon, ['smile', 'face-smile', 'laugh', 'grin']],
  [SunIcon, ['sun']],
  [MoonIcon, ['moon']],
  [HandshakeIcon, ['handshake', 'hands-helping', 'handshake-angle']],
  [FlameIcon, ['fire', 'fire-alt', 'fire-flame-curved']],
  [HashIcon, ['hashtag']],
  [ChartColumnIcon, ['chart-bar', 'chart-column', 'poll', 'square-poll-vertical']]
]

/** Font Awesome name -> the drawing of its lucide icon; read once, when the server loads this module. */
const BY_NAME = new Map(
  ICONS.flatMap(([module, names]) => {
    const elements = elementsOf(module, names)
    return names.map((name) => [name, elements] as const)
  })
)

/**
 * The lucide drawing of the first Font Awesome icon a class list names (`fas fa-home fa-fw` ->
 * house), or null when it names none we map: style and size classes (`fas`, `fa-solid`, `fa-fw`,
 * `fa-lg`) are skipped, and an unknown name draws no icon rather than a wrong one.
 */
export function fontAwesomeIcon(classes: string): IconElement[] | null {
  for (const token of classes.trim().toLowerCase().split(/\s+/)) {
    const elements = token.startsWith('fa-') ? BY_NAME.get(token.slice(3)) : undefined
    if (elements) return elements
  }
  return null
}
