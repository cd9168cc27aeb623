/** @type {import('tailwindcss').Config} */
module.exports = {
  darkMode: 'class',
  content: ['./pages/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './themes/**/*.{ts,tsx}'],
  theme: {
    extend: {
      maxWidth: {
        '8xl': '90rem'
      },
      // Emitted only where a class uses them: an endless sideways row (a track holding its items
      // twice moves by half its width) and a wave band sliding under a header.
      keyframes: {
        marquee: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
        wave: { from: { transform: 'translateX(-90px)' }, to: { transform: 'translateX(85px)' } }
      },
      animation: {
        marquee: 'marquee 60s linear infinite',
        wave: 'wave 7s cubic-bezier(0.55, 0.5, 0.45, 0.5) infinite'
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'sans-serif'],
        serif: ['Georgia', 'Cambria', 'Times New Roman', 'Noto Serif', 'serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace']
      }
    }
  }
}
