import { useRouter } from 'next/router'
import { useEffect, useState } from 'react'

/** True from a route change's start until it completes or fails. */
export function useRouteLoading(): boolean {
  const router = useRouter()
  const [loading, setLoading] = useState(false)
  useEffect(() => {
    const start = () => setLoading(true)
    const stop = () => setLoading(false)
    router.events.on('routeChangeStart', start)
    router.events.on('routeChangeComplete', stop)
    router.events.on('routeChangeError', stop)
    return () => {
      router.events.off('routeChangeStart', start)
      router.events.off('routeChangeComplete', stop)
      router.events.off('routeChangeError', stop)
    }
  }, [router.events])
  return loading
}
