/** The speech-to-text engines Cadence runs (`SPEECH_ENGINE`; README, "Speech engines"). */
export const SPEECH_ENGINES = ['pocketsphinx', 'whisper', 'assemblyai'] as const;
export type SpeechEngine = (typeof SPEECH_ENGINES)[number];

const isSpeechEngine = (name: string): name is SpeechEngine =>
  (SPEECH_ENGINES as readonly string[]).includes(name);

/**
 * How each engine is named to people, at /api/health and under a recording's results. The
 * offline default says its transcript is approximate (decision 88; about a third of words
 * wrong on read speech, docs/evaluation.md), so nobody takes a misheard word for their own.
 */
const LABELS: Record<SpeechEngine, (model: string | null) => string> = {
  pocketsphinx: () => 'Offline engine: approximate transcript',
  whisper: (model) => (model ? `Whisper ${model} (offline)` : 'Whisper (offline)'),
  assemblyai: () => 'AssemblyAI (cloud)',
};

/**
 * The label of the engine that analysed something; `model` is the engine's model where it
 * has a choice of them (whisper's base.en). An engine this build does not know keeps its name.
 */
export function speechEngineLabel(engine: string, model: string | null = null): string {
  return isSpeechEngine(engine) ? LABELS[engine](model) : engine;
}
