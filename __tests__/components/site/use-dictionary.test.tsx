/** @jest-environment jsdom */
import '@testing-library/jest-dom'
import { act, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { useDictionary } from '@/components/site/use-dictionary'
import { loadDictionary, type Locale } from '@/lib/i18n'

function Home({ locale }: { locale: Locale }) {
  return <p data-testid="home">{useDictionary(locale).NAV.HOME}</p>
}

/**
 * This file starts with no language but English loaded, as a browser does: the first render of
 * another language waits for its chunk; later switches keep the old texts until the new ones come.
 */
describe('useDictionary', () => {
  it('suspends for the first language, then never again while switching', async () => {
    const fallback = jest.fn()
    function Waiting() {
      fallback()
      return <p>waiting</p>
    }
    // React retries a suspended `use()` only inside an async act in jsdom.
    let result: ReturnType<typeof render> | undefined
    await act(async () => {
      result = render(
        <Suspense fallback={<Waiting />}>
          <Home locale="fr-FR" />
        </Suspense>
      )
    })
    expect(fallback).toHaveBeenCalledTimes(1)
    expect(screen.getByTestId('home')).toHaveTextContent('Accueil')
    const { rerender } = result!

    rerender(
      <Suspense fallback={<Waiting />}>
        <Home locale="ja-JP" />
      </Suspense>
    )
    // No fallback: the French texts stay until Japanese has loaded.
    expect(screen.getByTestId('home')).toHaveTextContent('Accueil')
    await act(async () => {
      await loadDictionary('ja-JP')
    })
    expect(screen.getByTestId('home')).toHaveTextContent('ホーム')
    expect(fallback).toHaveBeenCalledTimes(1)
  })

  it('renders English at once', () => {
    render(<Home locale="en-US" />)
    expect(screen.getByTestId('home')).toHaveTextContent('Home')
  })
})
