import { tagColorClasses } from '@/components/list/tag-color-classes'

const NOTION_COLORS = ['default', 'gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red']

describe('tagColorClasses', () => {
  it('gives every Notion color a light and a dark background and text', () => {
    for (const color of NOTION_COLORS) {
      const classes = tagColorClasses(color).split(' ')
      expect(classes.filter((c) => /^bg-/.test(c))).toHaveLength(1)
      expect(classes.filter((c) => /^text-/.test(c))).toHaveLength(1)
      expect(classes.filter((c) => /^dark:bg-/.test(c))).toHaveLength(1)
      expect(classes.filter((c) => /^dark:text-/.test(c))).toHaveLength(1)
    }
  })
  it('tells the colors apart', () => {
    const all = new Set(NOTION_COLORS.map(tagColorClasses))
    expect(all.size).toBe(NOTION_COLORS.length)
    expect(tagColorClasses('blue')).toContain('bg-blue-100')
    expect(tagColorClasses('red')).toContain('dark:text-red-200')
  })
  it('reads background variants as their color', () => {
    expect(tagColorClasses('green_background')).toBe(tagColorClasses('green'))
  })
  it('falls back to the default look for unknown or missing colors', () => {
    expect(tagColorClasses('chartreuse')).toBe(tagColorClasses('default'))
    expect(tagColorClasses(undefined)).toBe(tagColorClasses('default'))
    expect(tagColorClasses('')).toBe(tagColorClasses('default'))
  })
})
