import { useGlobal } from '@/components/site/context'
import { MARKETING_TEXTS, type MarketingTexts } from '@/lib/i18n/marketing'

/** The marketing parts' texts in the visitor's language (English where a locale has none). */
export function useMarketingTexts(): MarketingTexts {
  const { locale } = useGlobal()
  return MARKETING_TEXTS[locale] ?? MARKETING_TEXTS['en-US']
}
