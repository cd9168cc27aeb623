import { useMediaQuery } from './use-media-query'

/** Whether the visitor asked their system for less motion: animations then jump to their end. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
