import Head from 'next/head'
import { useRouter } from 'next/router'
import Script from 'next/script'
import { useEffect, useState } from 'react'
import { useGlobal } from '@/components/site/context'
import { runBusuanzi } from './busuanzi'
import { BUSUANZI_SRC, externalScripts, externalStyles, live2dPet, scriptsForWidth } from '@/components/external/external-scripts'
import { Live2DPetCanvas } from './Live2DPetCanvas'

/**
 * Busuanzi counts the page it is loaded on and reports once, so it runs afresh after every
 * client-side navigation.
 */
function useBusuanzi(enabled: boolean) {
  const { asPath } = useRouter()
  useEffect(() => (enabled ? runBusuanzi(BUSUANZI_SRC) : undefined), [enabled, asPath])
}

/** The window's width, kept current: the visitor map and the pet load only on wide windows. */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth)
  useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}

/** The configured scripts and styles, in the browser only (ExternalScripts loads this after hydration). */
export function ScriptLoader() {
  const { config } = useGlobal()
  const width = useWindowWidth()
  useBusuanzi(config.ANALYTICS_BUSUANZI_ENABLE)
  const scripts = scriptsForWidth(
    externalScripts(config).filter((script) => script.id !== 'busuanzi'),
    width
  )
  const styles = externalStyles(config)
  const pet = live2dPet(config)
  return (
    <>
      {pet && width >= pet.minWidth && <Live2DPetCanvas pet={pet} />}
      {styles.length > 0 && (
        <Head>
          {styles.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
        </Head>
      )}
      {scripts.map((script) =>
        script.src && script.inline ? (
          // Settings the script reads when it starts go in first.
          <Script key={`${script.id}-init`} id={`${script.id}-init`} strategy="afterInteractive">
            {script.inline}
          </Script>
        ) : null
      )}
      {scripts.map((script) => (
        <Script key={script.id} id={script.id} src={script.src} strategy={script.strategy} {...script.attributes}>
          {script.src ? undefined : script.inline}
        </Script>
      ))}
    </>
  )
}
