import { getVisitCounts, setVisitCounts, VISIT_COUNT_KEYS, type VisitCountKey, type VisitCounts } from '@/components/widgets/visit-counts'

/**
 * Runs the busuanzi counter once for the page being read, and returns its cleanup.
 *
 * Busuanzi writes its numbers into the elements with ids `busuanzi_value_*`. Those elements are
 * not React's: a hidden box of them is added to <body> for the script alone, and what it writes
 * there is copied into the visit-count store that PageViews and VisitCounters read. So the script
 * may report before or after those parts hydrate (the post layout hydrates in its own chunk),
 * and a later hydration or a re-render can never wipe out or clash with what it wrote.
 */
export function runBusuanzi(src: string): () => void {
  // The page's own count belongs to the page just left; the site's counts stay until replaced.
  const { page_pv: _left, ...site } = getVisitCounts()
  setVisitCounts(site)
  const box = document.createElement('div')
  box.hidden = true
  box.dataset.quire = 'busuanzi-box'
  for (const key of VISIT_COUNT_KEYS) {
    const container = document.createElement('span')
    container.id = `busuanzi_container_${key}`
    const value = document.createElement('span')
    value.id = `busuanzi_value_${key}`
    container.append(value)
    box.append(container)
  }
  document.body.append(box)
  const observer = new MutationObserver(() => {
    const reported = readCounts(box)
    if (reported) setVisitCounts({ ...site, ...reported })
  })
  observer.observe(box, { childList: true, characterData: true, subtree: true })

  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.dataset.quire = 'busuanzi'
  script.onerror = () => console.warn('[busuanzi] the counter script did not load')
  document.body.append(script)
  return () => {
    observer.disconnect()
    script.remove()
    box.remove()
  }
}

/** The numbers written into `box`, or null when none is there yet. */
function readCounts(box: HTMLElement): VisitCounts | null {
  const found: Partial<Record<VisitCountKey, string>> = {}
  for (const key of VISIT_COUNT_KEYS) {
    const text = box.querySelector(`#busuanzi_value_${key}`)?.textContent?.trim()
    if (text) found[key] = text
  }
  return Object.keys(found).length > 0 ? found : null
}
