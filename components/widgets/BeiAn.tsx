import { useGlobal } from '@/components/site/context'

/** Where a Chinese ICP filing number is looked up. */
const BEI_AN_LOOKUP_URL = 'https://beian.miit.gov.cn/'

/** The ICP filing number (BEI_AN), linking to the registry; nothing when the setting is empty. */
export function BeiAn({ className = 'hover:underline' }: { className?: string }) {
  const { config } = useGlobal()
  if (!config.BEI_AN) return null
  return (
    <a href={BEI_AN_LOOKUP_URL} target="_blank" rel="noopener noreferrer" className={className}>
      {config.BEI_AN}
    </a>
  )
}
