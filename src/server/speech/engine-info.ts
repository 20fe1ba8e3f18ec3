import type { SpeechEngine } from '@shared/speech/engines';
import type { TranscriberCapability } from './types';

/** What each speech-to-text engine gives the analysis (see the speech engines guide). */
export const SPEECH_ENGINE_CAPABILITIES = {
  pocketsphinx: ['offline', 'word-timestamps', 'word-confidence'],
  whisper: ['offline', 'word-timestamps', 'word-confidence', 'punctuation'],
  assemblyai: [
    'word-timestamps',
    'word-confidence',
    'punctuation',
    'disfluencies',
    'speaker-labels',
  ],
} as const satisfies Record<SpeechEngine, readonly TranscriberCapability[]>;
