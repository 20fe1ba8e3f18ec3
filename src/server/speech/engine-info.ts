/** What each speech-to-text engine gives the analysis (see the speech engines guide). */
export const SPEECH_ENGINE_CAPABILITIES = {
  pocketsphinx: ['offline', 'word-timestamps', 'word-confidence'],
  whisper: ['offline', 'word-timestamps', 'word-confidence', 'punctuation'],
  assemblyai: ['word-timestamps', 'word-confidence', 'disfluencies', 'speaker-labels'],
} as const satisfies Record<string, readonly string[]>;

export type SpeechEngineName = keyof typeof SPEECH_ENGINE_CAPABILITIES;
