const scripts = new Map<string, Promise<void>>()

/** Loads a script once per page life; a second call waits for the same load. Rejects with the URL on failure. */
export function loadScript(src: string): Promise<void> {
  const existing = scripts.get(src)
  if (existing) return existing
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      scripts.delete(src)
      reject(new Error(`could not load script ${src}`))
    }
    document.body.appendChild(script)
  })
  scripts.set(src, promise)
  return promise
}

/** Adds a style sheet once; it does not block anything already painted. */
export function loadStyle(href: string): void {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = href
  document.head.appendChild(link)
}
