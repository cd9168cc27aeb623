import { cx } from '@/components/cx'

/**
 * A 404 drawing of our own: a page with a torn corner, lines of text gone missing, and a magnifying
 * glass hovering over it with a question mark in its lens. It is drawn in `currentColor` (the theme
 * gives the text colour) on a soft disc of the same colour, so it fits any palette and dark mode.
 * Decorative: hidden from screen readers. The glass hovers unless the visitor asks for less motion.
 */
export function NotFoundArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 200" aria-hidden="true" focusable="false" className={cx('h-auto w-full', className)}>
      <circle cx="120" cy="104" r="86" fill="currentColor" opacity="0.08" />
      <circle cx="42" cy="40" r="4" fill="currentColor" opacity="0.35" />
      <circle cx="206" cy="56" r="6" fill="currentColor" opacity="0.25" />
      <circle cx="190" cy="168" r="3" fill="currentColor" opacity="0.4" />
      <g transform="rotate(-8 106 108)">
        <path d="M66 44h62l22 22v92a6 6 0 0 1-6 6H66a6 6 0 0 1-6-6V50a6 6 0 0 1 6-6z" fill="white" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
        <path d="M128 44v22h22" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
        <path d="M76 84h48M76 100h60M76 116h28M76 132h52" stroke="currentColor" strokeWidth="5" strokeLinecap="round" strokeDasharray="14 8" opacity="0.45" />
      </g>
      <g className="motion-safe:animate-[float_3.5s_ease-in-out_infinite]">
        <circle cx="158" cy="112" r="30" fill="white" fillOpacity="0.75" stroke="currentColor" strokeWidth="7" />
        <path d="M180 134l24 24" stroke="currentColor" strokeWidth="11" strokeLinecap="round" />
        <path d="M149 104a9 9 0 1 1 12 8.5c-2.4.9-3 2.3-3 4.5v2" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <circle cx="158" cy="128" r="3.2" fill="currentColor" />
      </g>
    </svg>
  )
}
