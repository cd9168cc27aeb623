/**
 * The icons the kit's parts draw, from lucide-react: one icon set for every theme, each icon its
 * own module so a page ships only those it draws (Next rewrites `lucide-react` imports per icon, and
 * plain re-exports leave nothing behind for icons a page does not use). Themes import further
 * lucide icons directly. Lucide marks an icon aria-hidden unless it is given a label: the button or
 * link around it carries the name. Give each a size class (`h-5 w-5`); lucide draws 24 px otherwise.
 */
export {
  ArrowDown as ArrowDownIcon,
  ArrowUp as ArrowUpIcon,
  Calendar as CalendarIcon,
  Clock as ClockIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  Dices as RandomIcon,
  Eye as EyeIcon,
  Folder as FolderIcon,
  Info as InfoIcon,
  Maximize as FullscreenIcon,
  Minimize as ExitFullscreenIcon,
  House as HomeIcon,
  IndentIncrease as IndentIcon,
  List as ListIcon,
  Lock as LockIcon,
  Mail as MailIcon,
  Menu as MenuIcon,
  MessageCircle as ChatIcon,
  MessageSquare as CommentIcon,
  Moon as MoonIcon,
  Palette as PaletteIcon,
  Phone as PhoneIcon,
  Search as SearchIcon,
  Send as SendIcon,
  Sun as SunIcon,
  Tag as TagIcon,
  UserRound as UserIcon,
  X as CloseIcon
} from 'lucide-react'
