import { createElement } from 'react'
import type { IconElement } from '@/lib/site/types'
import { isImageIcon } from '@/lib/notion/render/is-image-icon'
import { PostIcon } from '../post/PostIcon'

/** Printable ASCII only: words and icon class names (`fas fa-x`), never an emoji. */
const ASCII_TEXT = /^[\x20-\x7e]*$/

export interface MenuIconProps {
  /** The menu row's icon column. */
  icon: string
  /** Its class names resolved on the server to a lucide drawing (buildMenus). */
  iconShape?: IconElement[]
  className?: string
}

/**
 * A menu entry's icon, decorative (the entry's name says what it is): the lucide drawing the
 * server resolved from Font Awesome class names, an emoji, or an image. A class name the server
 * could not resolve draws nothing.
 */
export function MenuIcon({ icon, iconShape, className: given }: MenuIconProps) {
  const className = given ?? 'mr-1 inline-block h-[1em] w-[1em] align-[-0.125em]'
  if (iconShape) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        {iconShape.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    )
  }
  if (!icon) return null
  if (isImageIcon(icon)) return <PostIcon icon={icon} className={className} />
  if (ASCII_TEXT.test(icon)) return null
  // An emoji is text at the entry's own size, with the room after it that a drawn icon has by default (a theme's own icon class leaves spacing to the entry).
  return (
    <span role="img" aria-hidden="true" className={given === undefined ? 'mr-1' : undefined}>
      {icon}
    </span>
  )
}
