/** Hosts whose pages embed in an iframe; react-notion-x draws these and plays anything else natively. */
const EMBED_HOSTS = ['youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'wistia.com', 'wistia.net', 'loom.com', 'videoask.com', 'getcloudapp.com', 'tella.tv'] as const

const YOUTUBE_HOSTS = new Set(['youtu.be', 'youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])

/** A YouTube video id is exactly this long (docs/behaviour.md §5). */
export const YOUTUBE_ID_LENGTH = 11

/** The video id of a YouTube link, or null when it is not one or the id is not 11 characters. */
export function youtubeId(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (!YOUTUBE_HOSTS.has(parsed.hostname.toLowerCase())) return null
  const id =
    parsed.hostname.endsWith('youtu.be')
      ? parsed.pathname.slice(1).split('/')[0]
      : parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|v|shorts|live)\/([^/?#]+)/)?.[1]
  return id && id.length === YOUTUBE_ID_LENGTH ? id : null
}

export type VideoPlayer = { kind: 'embed'; src: string } | { kind: 'native'; src: string }

/**
 * How a video is played (docs/behaviour.md §5): a page from a known host embeds (YouTube through its 11-character
 * id), any other source goes to the browser's own player.
 */
export function videoPlayer(url: string): VideoPlayer {
  const id = youtubeId(url)
  if (id) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}` }
  let host = ''
  try {
    host = new URL(url).hostname.toLowerCase()
  } catch {
    return { kind: 'native', src: url }
  }
  const known = EMBED_HOSTS.some((embedHost) => host === embedHost || host.endsWith(`.${embedHost}`))
  return known && !YOUTUBE_HOSTS.has(host) ? { kind: 'embed', src: url } : { kind: 'native', src: url }
}
