import { BarChart3, Feather, Globe, LayoutTemplate, Palette, Rocket, ShieldCheck, Zap } from 'lucide-react'
import type { ComponentType } from 'react'
import { safeUrl } from '@/lib/urls/safe-url'

/** The icons a marketing item may name in config. */
const ICONS: Record<string, ComponentType<{ className?: string }>> = {
  chart: BarChart3,
  feather: Feather,
  globe: Globe,
  layout: LayoutTemplate,
  palette: Palette,
  rocket: Rocket,
  shield: ShieldCheck,
  zap: Zap
}

/** The names config may use for a feature's icon. */
export const MARKETING_ICON_NAMES = Object.keys(ICONS)

/**
 * A feature's icon, named in config: one of MARKETING_ICON_NAMES, or an image path; nothing for
 * an empty or unknown name. Decorative: the feature's title says what it is.
 */
export function MarketingIcon({ name, className = 'h-6 w-6' }: { name?: string; className?: string }) {
  if (!name) return null
  const Icon = ICONS[name]
  if (Icon) return <Icon className={className} aria-hidden="true" />
  const image = safeUrl(name, 'image')
  return image ? <img src={image} alt="" className={className} loading="lazy" /> : null
}
