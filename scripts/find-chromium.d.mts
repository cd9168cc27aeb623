/** Types of find-chromium.mjs, a plain module the test command runs without compiling. */
export declare const CHROMIUM_CANDIDATES: string[]
/** The Chromium binary to drive (CHROMIUM_PATH, else a known location), or null. */
export declare function findChromium(env?: Record<string, string | undefined>): string | null
/** The Chromium binary, installing Debian's package when root on Debian; throws saying what to install otherwise. */
export declare function ensureChromium(): string
/** The colour emoji font families fontconfig lists, or null where there is no fontconfig (macOS). */
export declare function emojiFonts(): string[] | null
/** Returns when a colour emoji font is installed (installing Debian's when root on Debian); throws saying what to install otherwise. */
export declare function ensureEmojiFont(): void
