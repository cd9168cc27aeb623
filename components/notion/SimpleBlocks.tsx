import type { Decoration } from 'notion-types'
import { linkPath, publicUrl } from '@/lib/deploy/static-export'
import type { ReactNode } from 'react'
import type { SimpleBlock } from '@/lib/notion/render/simple-blocks'
import { safeUrl } from '@/lib/urls/safe-url'

/** One run of Notion rich text with its marks: bold, italic, strike, code, underline, link. */
function Run({ text, marks }: { text: string; marks: Decoration[1] }) {
  let node: ReactNode = text
  for (const mark of marks ?? []) {
    const [kind, value] = mark as [string, string | undefined]
    if (kind === 'b') node = <strong>{node}</strong>
    else if (kind === 'i') node = <em>{node}</em>
    else if (kind === 's') node = <s>{node}</s>
    else if (kind === 'c') node = <code className="rounded bg-black/5 px-1 text-[0.9em] dark:bg-white/10">{node}</code>
    else if (kind === '_') node = <u>{node}</u>
    else if (kind === 'a') {
      // A link the URL rule refuses stays its text; a site path is written as the site serves it.
      const href = safeUrl(value)
      if (href) node = <a className="underline underline-offset-2" href={publicUrl(linkPath(href))}>{node}</a>
    }
  }
  return <>{node}</>
}

function RichText({ title }: { title: Decoration[] }) {
  return (
    <>
      {title.map(([text, marks], index) => (
        <Run key={index} text={text} marks={marks} />
      ))}
    </>
  )
}

/** A callout's icon: a picture when it is a URL or a site path (docs/behaviour.md §5), else its text (an emoji). */
function CalloutIcon({ icon }: { icon: string }) {
  const src = safeUrl(icon, 'image')
  // Decorative: the callout's text says what it is about.
  if (src) return <img src={publicUrl(src)} alt="" width={20} height={20} className="mr-2 inline-block h-5 w-5 align-[-0.25em]" />
  return <span className="mr-2">{icon}</span>
}

/** Draws a notice made only of simple blocks as plain HTML: rendered on the server, no extra JS. */
export function SimpleBlocks({ blocks, className }: { blocks: SimpleBlock[]; className?: string }) {
  return (
    <div className={className}>
      {blocks.map((block) => {
        const text = <RichText title={block.title} />
        switch (block.type) {
          case 'header':
            return <h3 key={block.id} className="mt-3 text-lg font-semibold">{text}</h3>
          case 'sub_header':
          case 'sub_sub_header':
            return <h4 key={block.id} className="mt-2 font-semibold">{text}</h4>
          case 'bulleted_list':
            return <p key={block.id} className="ml-4 list-item list-disc">{text}</p>
          case 'numbered_list':
            return <p key={block.id} className="ml-4 list-item list-decimal">{text}</p>
          case 'quote':
            return <blockquote key={block.id} className="border-l-4 border-current/30 pl-3 italic">{text}</blockquote>
          case 'callout':
            return <p key={block.id} className="rounded bg-black/5 p-2 dark:bg-white/10">{block.icon && <CalloutIcon icon={block.icon} />}{text}</p>
          case 'divider':
            return <hr key={block.id} className="my-3 border-current/20" />
          default:
            return <p key={block.id} className="my-1">{text}</p>
        }
      })}
    </div>
  )
}
