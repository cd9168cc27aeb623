import { isImageIcon } from '@/lib/notion/render/is-image-icon'

/** A page icon: an image for a URL or site path, else its text (an emoji). Nothing when empty. */
export function PostIcon({ icon, className = 'inline-block h-[1em] w-[1em] align-[-0.1em]' }: { icon: string; className?: string }) {
  if (!icon) return null
  if (isImageIcon(icon)) {
    // A decorative icon next to the title, which names the page: empty alt text keeps readers quiet.
    return <img src={icon} alt="" className={className} loading="lazy" />
  }
  return (
    <span role="img" aria-hidden="true">
      {icon}
    </span>
  )
}
