/** @jest-environment jsdom */
import { act, waitFor } from '@testing-library/react'
import { renderWithGlobal, resetRouter, withRemote } from '../test-utils'
import { AdSlot } from '@/components/widgets/AdSlot'
import { adUnitAttributes } from '@/components/widgets/ad-unit'
import { DEFAULT_CONFIG } from '@/lib/config'

/** A controllable IntersectionObserver: `show(ratio)` reports every watched element with that share on screen. */
let watched: Array<{ callback: IntersectionObserverCallback; element: Element; threshold: unknown }> = []
function show(ratio: number) {
  act(() => {
    for (const { callback, element } of [...watched]) {
      callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio, target: element } as IntersectionObserverEntry], {} as IntersectionObserver)
    }
  })
}

type AdWindow = { adsbygoogle?: unknown[] }
const queue = () => (window as unknown as AdWindow).adsbygoogle
const adScripts = () => document.querySelectorAll('script[src^="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js"]')

const ADS = { ADSENSE_GOOGLE_ID: 'ca-pub-1234567890', ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '1111', ADSENSE_GOOGLE_SLOT_FLOW: '2222' }

beforeEach(() => {
  resetRouter()
  watched = []
  delete (window as unknown as AdWindow).adsbygoogle
  window.IntersectionObserver = class {
    constructor(
      private callback: IntersectionObserverCallback,
      private options: IntersectionObserverInit = {}
    ) {}
    observe(element: Element) {
      watched.push({ callback: this.callback, element, threshold: this.options.threshold })
    }
    disconnect() {
      watched = watched.filter((entry) => entry.callback !== this.callback)
    }
    unobserve() {}
    takeRecords() {
      return []
    }
  } as unknown as typeof IntersectionObserver
})

describe('AdSlot', () => {
  it('with no ADSENSE_GOOGLE_ID draws nothing and requests nothing', async () => {
    const { container } = renderWithGlobal(<AdSlot />, withRemote({ ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '1111' }))
    await act(async () => {})
    expect(container.innerHTML).toBe('')
    expect(adScripts()).toHaveLength(0)
    expect(queue()).toBeUndefined()
  })

  it('keeps its room hidden until the threshold share is on screen, then pushes once and loads the script once', async () => {
    const { container } = renderWithGlobal(
      <>
        <AdSlot />
        <AdSlot kind="flow" className="h-24" />
      </>,
      withRemote(ADS)
    )
    const units = await waitFor(() => {
      const found = container.querySelectorAll('ins.adsbygoogle')
      expect(found).toHaveLength(2)
      return found
    })
    expect(units[0]).toHaveAttribute('data-ad-client', 'ca-pub-1234567890')
    expect(units[0]).toHaveAttribute('data-ad-slot', '1111')
    expect(units[1]).toHaveAttribute('data-ad-slot', '2222')
    expect(units[1]?.parentElement).toHaveClass('h-24', 'invisible')
    expect(watched.map((entry) => entry.threshold)).toEqual([DEFAULT_CONFIG.AD_VISIBILITY_THRESHOLD, DEFAULT_CONFIG.AD_VISIBILITY_THRESHOLD])

    show(0.3)
    expect(queue()).toBeUndefined()
    expect(adScripts()).toHaveLength(0)
    expect(units[0]?.parentElement).toHaveClass('invisible')

    show(0.6)
    expect(queue()).toHaveLength(2)
    expect(adScripts()).toHaveLength(1)
    expect(units[0]?.parentElement).not.toHaveClass('invisible')
    expect(units[1]?.parentElement).not.toHaveClass('invisible')

    show(1)
    expect(queue()).toHaveLength(2)
  })

  it('reads its threshold from AD_VISIBILITY_THRESHOLD', async () => {
    const { container } = renderWithGlobal(<AdSlot />, withRemote({ ...ADS, AD_VISIBILITY_THRESHOLD: 0.9 }))
    await waitFor(() => expect(container.querySelector('ins.adsbygoogle')).not.toBeNull())
    show(0.8)
    expect(queue()).toBeUndefined()
    show(0.95)
    expect(queue()).toHaveLength(1)
  })
})

describe('adUnitAttributes', () => {
  const config = { ...DEFAULT_CONFIG, ...ADS }

  it('is null with no publisher id or no unit', () => {
    expect(adUnitAttributes({ ...config, ADSENSE_GOOGLE_ID: '' }, 'flow')).toBeNull()
    expect(adUnitAttributes({ ...config, ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '' }, 'in-article')).toBeNull()
  })

  it("lays a kind's own unit out as that kind, and falls back to the display unit laid out as one", () => {
    expect(adUnitAttributes(config, 'in-article')).toEqual({ 'data-ad-client': 'ca-pub-1234567890', 'data-ad-slot': '1111', 'data-ad-layout': 'in-article', 'data-ad-format': 'fluid' })
    expect(adUnitAttributes({ ...config, ADSENSE_GOOGLE_SLOT_AUTO: '9999', ADSENSE_GOOGLE_TEST: true }, 'native')).toEqual({
      'data-ad-client': 'ca-pub-1234567890',
      'data-ad-slot': '9999',
      'data-ad-format': 'auto',
      'data-adtest': 'on'
    })
  })
})
