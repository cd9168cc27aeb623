/** Where the visitor's choice is kept between visits. */
export const DARK_MODE_KEY = 'darkMode'

export type Appearance = 'light' | 'dark' | 'auto'

/** Whether `hour` falls in the dark window [start, end), which may wrap past midnight (18 -> 6). */
export function isDarkHour(hour: number, [start, end]: readonly [number, number] | readonly number[]): boolean {
  if (start === undefined || end === undefined) return false
  return start <= end ? hour >= start && hour < end : hour >= start || hour < end
}

/**
 * The initial mode, docs/behaviour.md §4: the `mode` query wins, then the stored choice, then the appearance
 * setting (auto: the system preference, else the dark-hours window).
 */
export function initialDarkMode(input: {
  queryMode: string | null
  stored: string | null
  appearance: Appearance | string
  darkHours: readonly number[]
  prefersDark: boolean
  hour: number
}): boolean {
  if (input.queryMode) return input.queryMode === 'dark'
  if (input.stored === 'true' || input.stored === 'false') return input.stored === 'true'
  if (input.appearance === 'dark') return true
  if (input.appearance === 'auto') return input.prefersDark || isDarkHour(input.hour, input.darkHours)
  return false
}

/**
 * The same decision as `initialDarkMode`, as a self-contained script for <head>: it runs before the
 * first paint, so a dark page never flashes white. Kept equal to initialDarkMode by a test.
 */
export function darkModeScript(appearance: string, darkHours: readonly number[]): string {
  const [start, end] = darkHours
  return `(function(){try{var d=document.documentElement,q=new URLSearchParams(location.search).get('mode'),s=null;try{s=localStorage.getItem(${JSON.stringify(
    DARK_MODE_KEY
  )})}catch(e){}var a=${JSON.stringify(appearance)},b=${Number(start)},e=${Number(end)},h=new Date().getHours(),w=b<=e?(h>=b&&h<e):(h>=b||h<e),k;if(q)k=q==='dark';else if(s==='true'||s==='false')k=s==='true';else if(a==='dark')k=true;else if(a==='auto')k=(window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)||w;else k=false;d.classList.add(k?'dark':'light');d.classList.remove(k?'light':'dark');d.style.colorScheme=k?'dark':'light'}catch(x){}})()`
}
