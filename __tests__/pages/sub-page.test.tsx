/** @jest-environment jsdom */
import { mockRouter, renderWithGlobal } from '../components/test-utils'
import { screen, waitFor } from '@testing-library/react'
import type { GetStaticPropsContext } from 'next'
import { deserialize, serialize } from 'node:v8'
import { NotionPage } from '@/components/notion/NotionPage'
import type { SlugPageProps } from '@/lib/site/page-props'
import { getStaticProps as twoSegments } from '@/pages/[prefix]/[slug]'
import { getStaticProps as moreSegments } from '@/pages/[prefix]/[slug]/[...suffix]'

// The jsdom environment hides Node's structuredClone, which the data layer uses.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone

const SUB_PAGE = 'b4e8bf6f74c1492d90c90367a4feb691'
const DEEPER = '569fe45acd9f43eb912235fdc0f95087'
const LOCKED_NOTE = '87a1092c742a4d9d83605b5e7240fdcf'

type Params = { prefix?: string; slug?: string; suffix?: string[] }

async function propsAt(path: string) {
  const [prefix, slug, ...suffix] = path.split('/').filter(Boolean)
  const params: Params = { prefix, slug, ...(suffix.length > 0 && { suffix }) }
  const getProps = suffix.length > 0 ? moreSegments : twoSegments
  return getProps({ params } as GetStaticPropsContext<Params>)
}

async function subPageProps(path: string): Promise<SlugPageProps> {
  const result = await propsAt(path)
  if (!('props' in result)) throw new Error(`${path}: ${JSON.stringify(result)}`)
  return (await result.props) as SlugPageProps
}

// Lazy chunks (the collection renderer) settle after the checks; React's act() notices are noise here.
let spies: jest.SpyInstance[] = []
beforeEach(() => {
  spies = [jest.spyOn(console, 'warn'), jest.spyOn(console, 'error')].map((spy) => spy.mockImplementation(() => {}))
})
afterEach(() => spies.forEach((spy) => spy.mockRestore()))

describe('the sub-page route', () => {
  it("serves a post's child page below the post, as a page of its own", async () => {
    const props = await subPageProps(`/article/every-block/${SUB_PAGE}`)
    expect(props.path).toBe(`/article/every-block/${SUB_PAGE}`)
    expect(props.post).toMatchObject({ title: 'A page inside this page', type: 'Page', lock: false })
    expect(props.post.toc).toHaveLength(3)
    expect(props).toMatchObject({ prev: null, next: null, recommendations: [], locked: null })
  })

  it('answers 404 for a locked post\'s sub-page, a post\'s sub-page below another post and a made-up id', async () => {
    for (const path of [
      `/article/a-locked-letter/${LOCKED_NOTE}`,
      `/article/every-block/${LOCKED_NOTE}`,
      `/article/welcome-to-quire/${SUB_PAGE}`,
      '/article/every-block/0123456789abcdef0123456789abcdef'
    ]) {
      const result = await propsAt(path)
      expect([path, 'notFound' in result && result.notFound]).toEqual([path, true])
      expect(JSON.stringify(result)).not.toContain('inside the letter')
    }
  })
})

describe('a sub-page rendered (docs/behaviour.md §2 page view)', () => {
  it('shows breadcrumbs back to the post, and links its own sub-page below the post', async () => {
    const props = await subPageProps(`/article/every-block/${SUB_PAGE}`)
    mockRouter.asPath = `/article/every-block/${SUB_PAGE}`
    const { container } = renderWithGlobal(<NotionPage recordMap={props.post.recordMap!} />)
    const crumbs = container.querySelector('.notion-page-view-breadcrumbs')
    // Each crumb after its page's icon, as Notion shows them.
    expect(crumbs?.textContent).toBe('🧱Every block Quire renders/📄A page inside this page')
    expect(screen.getByRole('link', { name: 'Every block Quire renders' })).toHaveAttribute('href', '/article/every-block')
    // The theme draws the title: the body does not repeat it.
    expect(container.querySelector('.notion-page-view-title')).toBeNull()
    expect(container.querySelector(`a.notion-page-link[href="/article/every-block/${DEEPER}"]`)).not.toBeNull()
    await waitFor(() => expect(screen.getByText('Where it lives')).toBeInTheDocument())
  })

  it('links the child page from the post itself below the post', async () => {
    const result = await propsAt('/article/every-block')
    const props = ('props' in result ? await result.props : null) as SlugPageProps
    mockRouter.asPath = '/article/every-block?theme=medium'
    const { container } = renderWithGlobal(<NotionPage recordMap={props.post.recordMap!} />)
    expect(container.querySelector(`a.notion-page-link[href="/article/every-block/${SUB_PAGE}"]`)).not.toBeNull()
    // A post shows no breadcrumbs of its own.
    expect(container.querySelector('.notion-page-view-breadcrumbs')).toBeNull()
  })
})
