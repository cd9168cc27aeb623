import { safeUrl } from '../../urls/safe-url'

/** docs/behaviour.md §5: an icon is an image when it is a URL an image may load (safeUrl); otherwise text (an emoji). */
export function isImageIcon(icon: string): boolean {
  return safeUrl(icon, 'image') !== null
}
