import type { Page } from '@playwright/test'

/**
 * What is wrong with the theme's top bar at the window's current width (issue 35, "headers that fit
 * any menu"): the menu comes from the owner's Notion and may hold any number of rows, and the bar
 * must still read as one tidy row. The bar is the element a theme marks `data-top-bar` (the first
 * `header` of the page where no element is marked, as before themes marked theirs). Inside it,
 * among what a visitor sees (displayed, not hidden, not inside a closed, inert menu):
 * - no two controls (links, buttons, inputs) overlap, one not holding the other (a button drawn
 *   wholly inside a field, a search box's icon, is part of the field);
 * - every control lies inside the window, and inside any box that clips it (a menu button pushed
 *   off a phone's screen cannot be pressed);
 * - from `ellipsisFrom` px wide, no text is cut with an ellipsis (the site title shown as "Quire De…");
 * - from `oneLineFrom` px wide, no link or button lays its text out on two lines (an emoji above
 *   its label, "Sign" above "in").
 * Each problem is a line naming the element, for the failure message.
 */
export async function topBarProblems(page: Page, { oneLineFrom = 1024, ellipsisFrom = 0 } = {}): Promise<string[]> {
  return page.evaluate(({ oneLineFrom, ellipsisFrom }) => {
    const shown = (element: Element) => {
      if (element.closest('[inert]')) return false
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0
    }
    const marked = [...document.querySelectorAll('[data-top-bar]')]
    const bars = marked.length > 0 ? marked.filter(shown) : [...document.querySelectorAll('header')].filter(shown).slice(0, 1)
    const name = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)
      const label = element.getAttribute('aria-label')
      return `${element.tagName.toLowerCase()} "${text || label || ''}"`
    }
    const problems: string[] = []
    const width = document.documentElement.clientWidth
    for (const bar of bars) {
      const controls = [...bar.querySelectorAll('a[href], button, input, select, textarea, [role="button"]')].filter(shown)
      for (const [index, control] of controls.entries()) {
        const box = control.getBoundingClientRect()
        if (box.left < -1 || box.right > width + 1) problems.push(`${name(control)} lies ${Math.round(box.left)}..${Math.round(box.right)} px, outside the ${width} px window`)
        for (let clipper = control.parentElement; clipper && clipper !== document.body; clipper = clipper.parentElement) {
          const style = getComputedStyle(clipper)
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
          const clip = clipper.getBoundingClientRect()
          if (box.left < clip.left - 1 || box.right > clip.right + 1 || box.top < clip.top - 1 || box.bottom > clip.bottom + 1) {
            problems.push(`${name(control)} is cut by ${clipper.tagName.toLowerCase()}.${[...clipper.classList].slice(0, 3).join('.')}`)
            break
          }
        }
        for (const other of controls.slice(index + 1)) {
          if (control.contains(other) || other.contains(control)) continue
          const second = other.getBoundingClientRect()
          const within = (inner: DOMRect, outer: DOMRect) => inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1
          const isField = (element: Element) => element.matches('input, select, textarea')
          if ((isField(control) && within(second, box)) || (isField(other) && within(box, second))) continue
          const across = Math.min(box.right, second.right) - Math.max(box.left, second.left)
          const down = Math.min(box.bottom, second.bottom) - Math.max(box.top, second.top)
          if (across > 1 && down > 1) problems.push(`${name(control)} and ${name(other)} overlap by ${Math.round(across)}×${Math.round(down)} px`)
        }
      }
      for (const element of width < ellipsisFrom ? [] : [bar, ...bar.querySelectorAll('*')]) {
        if (!shown(element) || getComputedStyle(element).textOverflow !== 'ellipsis') continue
        if (element.scrollWidth > element.clientWidth + 1) problems.push(`${name(element)} is cut with an ellipsis (${element.scrollWidth} px of text in ${element.clientWidth} px)`)
      }
      if (width < oneLineFrom) continue
      for (const control of controls) {
        if (control.matches('input, select, textarea')) continue
        // The boxes its text and pictures lay out in: two that share no height are on two lines.
        const pieces: DOMRect[] = []
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node instanceof Text) {
            if (!node.data.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            pieces.push(...[...range.getClientRects()].filter((rect) => rect.width > 0))
          } else if (node instanceof Element && node.matches('img, svg') && shown(node)) {
            pieces.push(node.getBoundingClientRect())
          }
        }
        const twoLines = pieces.some((piece, index) => pieces.slice(index + 1).some((other) => other.top >= piece.bottom - 1 || piece.top >= other.bottom - 1))
        if (twoLines) problems.push(`${name(control)} lays out on two lines`)
      }
    }
    return problems
  }, { oneLineFrom, ellipsisFrom })
}
