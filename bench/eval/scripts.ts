import type { ClipSet } from '../../src/server/speech/evaluation/types';

/**
 * A scripted clip: phrases, fillers and silences in order. Each phrase and each filler is
 * synthesised on its own and trimmed to its speech, then joined with silences of known
 * length, so where every filler and pause falls is exact. Phrases carry no punctuation:
 * espeak-ng would pause inside them, where the truth could not see it.
 */
export type ScriptStep =
  { say: string; voice?: string } | { filler: 'um' | 'uh' } | { pause: number };

export interface ClipScript {
  id: string;
  set: ClipSet;
  description: string;
  voice: string;
  /** espeak-ng's nominal rate (-s); the true wpm is measured from the samples. */
  rate: number;
  steps: ScriptStep[];
}

/** The silence between steps that have no pause between them: joined speech, not a pause. */
export const JOIN_SECONDS = 0.12;

const say = (text: string, voice?: string): ScriptStep =>
  voice ? { say: text, voice } : { say: text };
const um: ScriptStep = { filler: 'um' };
const uh: ScriptStep = { filler: 'uh' };
const pause = (seconds: number): ScriptStep => ({ pause: seconds });

const PACE_PASSAGE: ScriptStep[] = [
  say('public speaking is a skill that anyone can learn'),
  say('it takes practice and honest feedback'),
  say('record yourself and listen to how you sound'),
  say('then try again and notice what changed'),
];

const SECOND_VOICE = 'en-us+f3';

export const CLIP_SCRIPTS: ClipScript[] = [
  {
    id: 'fillers-practice',
    set: 'espeak-fillers',
    description: 'four fillers between phrases, two short pauses',
    voice: 'en-us',
    rate: 150,
    steps: [
      say('today I want to talk about practice'),
      um,
      say('the first thing is to start small'),
      pause(0.6),
      uh,
      say('the second thing is to keep going'),
      um,
      say('every single day'),
      pause(0.8),
      say('and the last thing'),
      uh,
      say('is to listen back to yourself'),
    ],
  },
  {
    id: 'fillers-results',
    set: 'espeak-fillers',
    description: 'four fillers, one to open, two in a row',
    voice: 'en-us',
    rate: 160,
    steps: [
      um,
      say('we looked at the numbers last week'),
      uh,
      say('and they were better than we expected'),
      pause(0.7),
      say('the team worked very hard'),
      um,
      uh,
      say('and I think we should thank them'),
    ],
  },
  {
    id: 'fillers-running',
    set: 'espeak-fillers',
    description: 'second voice, four fillers, one long pause',
    voice: SECOND_VOICE,
    rate: 140,
    steps: [
      say('I started running three years ago'),
      um,
      say('mostly in the morning before work'),
      pause(1.0),
      say('it was hard at first'),
      uh,
      say('but now I really enjoy it'),
      um,
      say('and I feel much better'),
      uh,
    ],
  },
  {
    id: 'fillers-meeting',
    set: 'espeak-fillers',
    description: 'another male voice (en-us+m3), fast, five fillers',
    voice: 'en-us+m3',
    rate: 170,
    steps: [
      uh,
      say('let me share my screen'),
      um,
      say('can everyone see it'),
      pause(0.6),
      say('this slide shows our plan'),
      uh,
      say('for the next quarter'),
      um,
      say('we want to grow'),
      uh,
      say('in three new markets'),
    ],
  },
  {
    id: 'fillers-story',
    set: 'espeak-fillers',
    description: 'another female voice (en-us+f2), slow, five fillers',
    voice: 'en-us+f2',
    rate: 130,
    steps: [
      say('when I was young'),
      um,
      say('my family moved to a small town'),
      pause(0.9),
      uh,
      say('I did not know anyone there'),
      um,
      say('but I joined the school band'),
      uh,
      say('and made friends quickly'),
      um,
      say('we still talk every week'),
    ],
  },
  {
    id: 'pauses-talk',
    set: 'espeak-pauses',
    description: 'pauses of 0.5, 0.8, 1.2, 1.5 and 2 s',
    voice: 'en-us',
    rate: 150,
    steps: [
      say('good morning everyone'),
      pause(0.8),
      say('thank you for coming today'),
      pause(1.2),
      say('I want to share three ideas with you'),
      pause(1.5),
      say('the first idea is simple'),
      pause(0.5),
      say('write every day'),
      pause(2.0),
      say('the second idea is to read more'),
    ],
  },
  {
    id: 'pauses-product',
    set: 'espeak-pauses',
    description: 'pauses of 0.3, 0.4, 0.6, 1 and 3 s',
    voice: 'en-us',
    rate: 165,
    steps: [
      say('we built this product for small teams'),
      pause(0.6),
      say('they told us what they needed'),
      pause(0.3),
      say('and we listened'),
      pause(3.0),
      say('now it is your turn'),
      pause(0.4),
      say('tell us what you think'),
      pause(1.0),
      say('we read every message'),
    ],
  },
  ...[120, 150, 180].map((rate): ClipScript => ({
    id: `pace-${rate}`,
    set: 'espeak-pace',
    description: `one passage at espeak-ng -s ${rate}, no pauses`,
    voice: 'en-us',
    rate,
    steps: PACE_PASSAGE,
  })),
  {
    id: 'conversation',
    set: 'conversation',
    description: 'two voices (en-us, en-us+f3) taking six turns, 0.7 s between turns',
    voice: 'en-us',
    rate: 150,
    steps: [
      say('hi there how was your weekend'),
      pause(0.7),
      say('it was great thank you we went hiking in the mountains', SECOND_VOICE),
      pause(0.7),
      say('that sounds wonderful did you see any animals'),
      pause(0.7),
      say('we saw two deer and a lot of birds', SECOND_VOICE),
      pause(0.7),
      say('next time I want to come with you'),
      pause(0.7),
      say('sure you are always welcome', SECOND_VOICE),
    ],
  },
];

/**
 * Fillers as people say them: inside phrases, short and unstressed, not set off by silences.
 * Each text is read whole by espeak-ng; where each filler falls comes from a forced
 * alignment of the text (align.ts). Three voices used nowhere else in the evaluation or the
 * tests, each at two rates (espeak-ng's 100 and 140, about 150 and 200 wpm as measured), eight
 * fillers a clip (four "uh", four "um").
 */
export interface InlineFillerScript {
  id: string;
  voice: string;
  rate: number;
  text: string;
}

const INLINE_TEXTS = [
  'so I think uh the main thing about practice is that um you have to show up every day ' +
    'and uh even when it feels um a bit pointless you uh keep going because the um small ' +
    'steps add up and uh you notice it later when um you speak in front of people',
  'well um the project went better than we uh expected and the team um learned a lot ' +
    'about uh working together so next quarter we um want to uh try the same approach ' +
    'with um the new clients and uh see how it goes',
];

export const INLINE_FILLER_VOICES = ['en-gb-x-rp', 'en-029', 'en-gb-scotland'] as const;

export const INLINE_FILLER_SCRIPTS: InlineFillerScript[] = INLINE_FILLER_VOICES.flatMap(
  (voice, v) =>
    [100, 140].map((rate, r) => ({
      id: `inline-fillers-${voice}-${rate}`,
      voice,
      rate,
      text: INLINE_TEXTS[(v + r) % INLINE_TEXTS.length] as string,
    })),
);
