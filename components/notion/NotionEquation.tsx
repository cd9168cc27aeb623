// KaTeX's style sheet travels with the equation chunk, so posts without math never load it.
import 'katex/dist/katex.min.css'
import katex from 'katex'
import type { Block } from 'notion-types'
import { getBlockTitle } from 'notion-utils'
import { useNotionContext } from 'react-notion-x'
import { cx } from '../cx'

export interface EquationProps {
  /** An equation block (its title is the TeX), or nothing for an inline equation. */
  block?: Block
  /** An inline equation's TeX. */
  math?: string
  inline?: boolean
  className?: string
}

/**
 * Block and inline equations, typeset by KaTeX into HTML with its MathML beside it, which is what
 * a screen reader reads. react-notion-x's own draws the same inside a focusable role="button" that
 * has no name and does nothing (axe: aria-command-name); this one is plain text in the flow.
 * Invalid TeX shows as KaTeX's red source, never an error.
 */
export function Equation({ block, math, inline = false, className }: EquationProps) {
  const { recordMap } = useNotionContext()
  const source = math || (block ? getBlockTitle(block, recordMap) : '')
  if (!source) return null
  const html = katex.renderToString(source, { throwOnError: false, strict: false, displayMode: !inline })
  return <span className={cx('notion-equation', inline ? 'notion-equation-inline' : 'notion-equation-block', className)} dangerouslySetInnerHTML={{ __html: html }} />
}
