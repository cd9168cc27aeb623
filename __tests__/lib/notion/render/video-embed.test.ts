import { videoPlayer, youtubeId } from '@/lib/notion/render/video-embed'

describe('youtubeId (docs/behaviour.md §5)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ?start=3', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ&t=1', 'aqz-KE-bpKQ']
  ])('finds the id of %s', (url, id) => {
    expect(youtubeId(url)).toBe(id)
  })
  it('requires exactly 11 characters', () => {
    expect(youtubeId('https://www.youtube.com/watch?v=short')).toBeNull()
    expect(youtubeId('https://youtu.be/aqz-KE-bpKQx')).toBeNull()
  })
  it('ignores other hosts and non-URLs', () => {
    expect(youtubeId('https://notyoutube.com/watch?v=aqz-KE-bpKQ')).toBeNull()
    expect(youtubeId('aqz-KE-bpKQ')).toBeNull()
  })
})

describe('videoPlayer (docs/behaviour.md §5)', () => {
  it('embeds YouTube through its id', () => {
    expect(videoPlayer('https://youtu.be/aqz-KE-bpKQ')).toEqual({ kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' })
  })
  it('embeds other known hosts as they are', () => {
    expect(videoPlayer('https://vimeo.com/76979871')).toEqual({ kind: 'embed', src: 'https://vimeo.com/76979871' })
    expect(videoPlayer('https://www.loom.com/share/abc')).toEqual({ kind: 'embed', src: 'https://www.loom.com/share/abc' })
  })
  it('plays files and unknown hosts natively, and a YouTube link with a bad id too', () => {
    expect(videoPlayer('/demo/files/clip.mp4').kind).toBe('native')
    expect(videoPlayer('https://cdn.example.com/clip.webm').kind).toBe('native')
    expect(videoPlayer('https://www.youtube.com/watch?v=bad').kind).toBe('native')
  })
})
