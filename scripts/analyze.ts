/**
 * `npm run analyze -- <file> [--json] [--speaker A]`: the full speech analysis of one
 * recording, offline. Prints a readable summary, then the analysis as JSON (or only the JSON
 * with --json). With more than one voice, --speaker scores only that speaker's words, as the
 * product does once the user has picked their voice.
 */
import { parseArgs } from 'node:util';
import {
  AUDIO_ISSUE_MESSAGES,
  approximateTranscriptNotice,
} from '../src/shared/recordings/audio-issues';
import { speechEngineLabel } from '../src/shared/speech/engines';
import { loadConfig } from '../src/server/config';
import {
  analyzeRecording,
  analyzeSpeakerOfRecording,
} from '../src/server/speech/analyze-recording';
import { chooseSpeechEngine } from '../src/server/speech/choose-engine';
import { createChosenTranscriber } from '../src/server/speech/create-transcriber';
import { AudioDecodeError } from '../src/server/speech/decode';

const { positionals, values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    speaker: { type: 'string' },
  },
  allowPositionals: true,
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run analyze -- <audio or video file> [--json] [--speaker A]');
  process.exit(2);
}

const mmss = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

try {
  const started = performance.now();
  const config = loadConfig();
  const result = await analyzeRecording(file, {
    transcriber: createChosenTranscriber(config, await chooseSpeechEngine(config)),
    onProgress: (step, fraction) =>
      values.json || process.stderr.write(`\r${step} ${Math.round(fraction * 100)}%   `),
  });
  const { speakers } = result;
  if (
    values.speaker !== undefined &&
    !speakers.utterances.some((u) => u.speaker === values.speaker)
  ) {
    const heard = Object.keys(speakers.signatures).join(', ') || 'none';
    console.error(`${file}: no speaker '${values.speaker}' was heard (speakers: ${heard})`);
    process.exit(2);
  }
  const a =
    values.speaker === undefined
      ? result.analysis
      : await analyzeSpeakerOfRecording(file, result, values.speaker);
  const seconds = (performance.now() - started) / 1000;
  if (!values.json) {
    process.stderr.write('\n');
    console.log(
      `${file}: ${mmss(result.durationSeconds)} of audio, analysed in ${seconds.toFixed(1)} s by ${speechEngineLabel(result.engine, result.engineModel)}`,
    );
    if (speakers.count > 1) {
      console.log(
        `${speakers.count} speakers (${speakers.source}):` +
          (values.speaker === undefined
            ? ' all of them are scored below; pass --speaker to score one.'
            : ` only speaker ${values.speaker} is scored below.`),
      );
      for (const u of speakers.utterances) {
        const text = u.text.length > 70 ? `${u.text.slice(0, 69)}…` : u.text;
        console.log(`  ${mmss(u.start)} ${u.speaker}: ${text}`);
      }
    }
    if (a.audioIssue) {
      const { title, detail } = AUDIO_ISSUE_MESSAGES[a.audioIssue];
      console.log(`${title}. ${detail}`);
    } else if (a.noWordsDetected) {
      console.log("No words were detected: we couldn't hear you clearly.");
    }
    if (!a.noWordsDetected && a.transcriptReliability.level !== 'reliable') {
      const { title, detail } = approximateTranscriptNotice(a.transcriptReliability);
      console.log(`${title}: ${detail}`);
    }
    console.log(
      `Words: ${a.wordCount}, pace ${a.paceWpm ?? '-'} wpm (${a.speakingPace}), fillers ${a.fillerWords} (${a.fillerPercentage}%), pauses ${a.pauseAnalysis ?? '-'}, energy ${a.energyLevel ?? '-'}`,
    );
    for (const [label, score, reasoning] of [
      ['Pace', a.paceScore, a.paceReasoning],
      ['Filler Words', a.fillerScore, a.fillerReasoning],
      ['Clarity', a.clarityScore, a.clarityReasoning],
      ['Confidence', a.confidenceLevel, a.confidenceReasoning],
    ] as const) {
      console.log(`\n${label}: ${score}/10\n  ${reasoning}`);
    }
    console.log('\nHow to improve:');
    for (const item of a.recommendations) {
      console.log(`  - ${typeof item === 'string' ? item : item.description}`);
    }
    // Called approximate only when the engine's own confidences say so (the notice above).
    const heading =
      a.transcriptReliability.level === 'reliable' ? 'Transcript' : 'Transcript (approximate)';
    console.log(`\n${heading}: ${a.transcript}\n`);
  }
  console.log(
    JSON.stringify(
      {
        durationSeconds: result.durationSeconds,
        engine: result.engine,
        ...a,
        speakers: { source: speakers.source, count: speakers.count },
        speakerUtterances: speakers.utterances,
        voiceSignatures: speakers.signatures,
        words: result.words,
      },
      null,
      values.json ? 0 : 2,
    ),
  );
} catch (error) {
  if (error instanceof AudioDecodeError) {
    console.error(`${file}: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
