import { useGlobal } from '@/components/site/context'

/** "Powered by Quire 4.7.2" for a footer. */
export function PoweredBy({ className }: { className?: string }) {
  const { t, config } = useGlobal()
  return (
    <span className={className}>
      {t.COMMON.POWERED_BY} Quire {config.VERSION}
    </span>
  )
}
