// System packages Cadence needs, from Debian's archive, and what each is for.
// `neededFor` names the setup purposes (start, test, bench) that require it.
export const SYSTEM_PACKAGES = [
  {
    debian: ['ffmpeg'],
    commands: ['ffmpeg', 'ffprobe'],
    why: 'decoding recordings to 16 kHz mono PCM',
    neededFor: ['start', 'test', 'bench'],
  },
  {
    debian: ['chromium'],
    commands: ['chromium'],
    why: 'browser tests with Playwright (never a downloaded browser)',
    neededFor: ['test'],
  },
];
