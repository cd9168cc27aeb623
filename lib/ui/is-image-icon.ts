/** Spec §5: an icon is an image when it is a URL (http, data) or a site path; otherwise text (an emoji). */
export function isImageIcon(icon: string): boolean {
  return /^(https?:\/\/|data:image\/)/i.test(icon) || (icon.startsWith('/') && !icon.startsWith('//'))
}
