/**
 * Covers of the demo's three games (public/games/*.html), 600 by 600: each draws its game's board,
 * so the game theme's tiles and the movie theme's posters read at a glance.
 */
function square(title: string, background: string, ...parts: string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">\n<title>${title}</title>\n<rect width="600" height="600" fill="${background}"/>\n${parts.join('\n')}\n</svg>\n`
}

function snakeCover(): string {
  const cells = [[3, 9], [4, 9], [5, 9], [6, 9], [6, 8], [6, 7], [6, 6], [7, 6], [8, 6], [9, 6], [10, 6], [10, 5], [10, 4], [11, 4]]
  const body = cells.map(([x, y], i) => `<rect x="${x! * 40 + 2}" y="${y! * 40 + 2}" width="36" height="36" rx="8" fill="${i === cells.length - 1 ? '#d8f3dc' : '#95d5b2'}"/>`)
  return square('Garden Snake cover', '#1e3a2b', ...body, '<circle cx="540" cy="180" r="16" fill="#e63946"/>', '<circle cx="140" cy="140" r="16" fill="#e63946"/>')
}

function rallyCover(): string {
  return square(
    'Paddle Rally cover',
    '#1c2541',
    '<path d="M80 120 L300 420 L480 90" stroke="#ffd166" stroke-width="6" stroke-dasharray="14 16" fill="none" opacity="0.6"/>',
    '<circle cx="480" cy="90" r="26" fill="#ffd166"/>',
    '<rect x="220" y="470" width="170" height="24" rx="12" fill="#5bc0be"/>'
  )
}

function lightsCover(): string {
  const lamps: string[] = []
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 5; c++) {
      const on = (r * 3 + c * 2) % 5 < 2
      lamps.push(`<rect x="${45 + c * 105}" y="${45 + r * 105}" width="90" height="90" rx="16" fill="${on ? '#ffbe0b' : '#3a2a50'}"/>`)
    }
  }
  return square('Lights Out cover', '#2b193d', ...lamps)
}

/** The covers by site path. */
export function gameCovers(): [string, string][] {
  return [
    ['/demo/covers/game-snake.svg', snakeCover()],
    ['/demo/covers/game-rally.svg', rallyCover()],
    ['/demo/covers/game-lights.svg', lightsCover()]
  ]
}
