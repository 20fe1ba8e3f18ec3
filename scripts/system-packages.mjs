// System packages Cadence needs, from Debian's archive, and what each is for.
// A package counts as present when all its `commands` are on PATH and all its `paths` exist.
// `neededFor` names the setup purposes (start, test, bench, eval) that require it.
export const SYSTEM_PACKAGES = [
  {
    debian: ['ffmpeg'],
    commands: ['ffmpeg', 'ffprobe'],
    why: 'decoding recordings to 16 kHz mono PCM, and videos to frames for body language',
    neededFor: ['start', 'test', 'bench', 'eval'],
  },
  {
    debian: ['pocketsphinx', 'pocketsphinx-en-us'],
    commands: ['pocketsphinx_continuous'],
    paths: ['/usr/share/pocketsphinx/model/en-us/en-us'],
    why: 'the offline speech-to-text engine',
    neededFor: ['start', 'test', 'bench', 'eval'],
  },
  {
    debian: ['pocketsphinx-testdata', 'espeak-ng', 'sox'],
    commands: ['espeak-ng', 'sox'],
    paths: ['/usr/share/pocketsphinx/test/data/librivox'],
    why: 'speech clips for tests, evaluation and benchmarks',
    neededFor: ['test', 'bench', 'eval'],
  },
  {
    debian: ['chromium'],
    commands: ['chromium'],
    why: 'browser tests with Playwright (never a downloaded browser)',
    neededFor: ['test'],
  },
];
