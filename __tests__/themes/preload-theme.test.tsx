/** @jest-environment jsdom */
import { preloadTheme } from '@/themes'
import HexoRoot from '@/themes/hexo'
import MediumRoot from '@/themes/medium'

test("preloadTheme loads a theme through the registry's next/dynamic entry and gives its root, its layout fetched", async () => {
  const root = await preloadTheme('hexo', 'LayoutSlug')
  expect(root).toBe(HexoRoot)
})

test('a name that is no theme loads the default theme', async () => {
  expect(await preloadTheme('no-such' as never, 'LayoutIndex')).toBe(MediumRoot)
})
