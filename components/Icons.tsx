/**
 * The icons the kit's parts draw, from lucide-react: one icon set for every theme, each icon its
 * own module so a page ships only those it draws (Next rewrites `lucide-react` imports per icon).
 * Themes import further lucide icons directly. Each is decorative (aria-hidden): the button or link
 * around it carries the accessible name. The kit's size is 1.25rem unless a className says otherwise.
 */
import {
  ArrowDown,
  ArrowUp,
  Calendar,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Dices,
  Eye,
  Folder,
  House,
  List,
  Lock,
  type LucideIcon,
  type LucideProps,
  Menu,
  MessageSquare,
  Moon,
  Palette,
  Search,
  Sun,
  Tag,
  X
} from 'lucide-react'

function kitIcon(Lucide: LucideIcon, name: string) {
  function KitIcon({ className = 'h-5 w-5', ...props }: LucideProps) {
    return <Lucide aria-hidden="true" focusable="false" className={className} {...props} />
  }
  KitIcon.displayName = name
  return KitIcon
}

export const SearchIcon = kitIcon(Search, 'SearchIcon')
export const CloseIcon = kitIcon(X, 'CloseIcon')
export const ArrowUpIcon = kitIcon(ArrowUp, 'ArrowUpIcon')
export const ArrowDownIcon = kitIcon(ArrowDown, 'ArrowDownIcon')
export const SunIcon = kitIcon(Sun, 'SunIcon')
export const MoonIcon = kitIcon(Moon, 'MoonIcon')
export const MenuIcon = kitIcon(Menu, 'MenuIcon')
export const ListIcon = kitIcon(List, 'ListIcon')
export const HomeIcon = kitIcon(House, 'HomeIcon')
export const PaletteIcon = kitIcon(Palette, 'PaletteIcon')
export const LockIcon = kitIcon(Lock, 'LockIcon')
export const CommentIcon = kitIcon(MessageSquare, 'CommentIcon')
export const RandomIcon = kitIcon(Dices, 'RandomIcon')
export const FolderIcon = kitIcon(Folder, 'FolderIcon')
export const TagIcon = kitIcon(Tag, 'TagIcon')
export const CalendarIcon = kitIcon(Calendar, 'CalendarIcon')
export const EyeIcon = kitIcon(Eye, 'EyeIcon')
export const ChevronDownIcon = kitIcon(ChevronDown, 'ChevronDownIcon')
export const ChevronLeftIcon = kitIcon(ChevronLeft, 'ChevronLeftIcon')
export const ChevronRightIcon = kitIcon(ChevronRight, 'ChevronRightIcon')
