import { useEffect, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { galleryColumns } from '@/lib/notion/render/gallery-columns'

/**
 * Gallery cards to show for the current viewport (docs/behaviour.md §2), following resizes. The server and the
 * first browser render use the narrowest screen's count, so the HTML stays small and hydration
 * matches; wider screens get their count right after.
 */
export function useGalleryColumns(): number {
  const { config } = useGlobal()
  const breakpoints = config.GALLERY_COLUMNS
  const widest = config.GALLERY_COLUMNS_MAX
  const [columns, setColumns] = useState(() => galleryColumns(0, breakpoints, widest))
  useEffect(() => {
    const update = () => setColumns(galleryColumns(window.innerWidth, breakpoints, widest))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [breakpoints, widest])
  return columns
}
