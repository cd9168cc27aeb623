// KaTeX's style sheet travels with the equation chunk, so posts without math never load it.
import 'katex/dist/katex.min.css'

/** Block and inline equations rendered by KaTeX. */
export { Equation } from 'react-notion-x/build/third-party/equation'
