/**
 * The speaker part of `npm run eval`: VAD and diarization (no transcription) on the long
 * speaker clips, with each voice embedder, printing per clip the speakers found against the
 * truth, the share of speech time given to the right speaker, and the diarization time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeToPcmFile } from '../../src/server/speech/decode';
import { diarize, pcmReader, type SpeakerTurn } from '../../src/server/speech/diarization/diarize';
import {
  mfccEmbedder,
  type VoiceEmbedder,
  xvectorEmbedder,
} from '../../src/server/speech/diarization/embedders';
import { loadXvectorModel } from '../../src/server/speech/diarization/xvector-model';
import { voiceFramesOfPcm } from '../../src/server/speech/metrics/voice-frames';
import { detectSpeech } from '../../src/server/speech/vad';
import { diarizationErrorRate } from '../../src/server/speech/evaluation/der';
import { loadRealClips } from './real-clips';
import { loadSpeakerClips, type SpeakerClip, speakerClipPath } from './speaker-clips';

export interface SpeakerScore {
  clip: string;
  embedder: string;
  truth: number;
  /** Counts taken as right (the truth, or one fewer among three or more real people). */
  acceptable: number[];
  found: number;
  /** Diarization error rate with a 0.25 s collar (real clips, whose turns are overlapped). */
  der: number | null;
  /** Share of the true speech time labelled with its speaker (labels matched by overlap). */
  turnAccuracy: number;
  audioSeconds: number;
  diarizeSeconds: number;
}

/** Matches found labels to true ones by overlap, greedily, and scores the time right. */
export function turnAccuracy(truth: SpeakerClip['turns'], found: readonly SpeakerTurn[]): number {
  const overlap = new Map<string, number>();
  for (const t of truth) {
    for (const f of found) {
      const shared = Math.min(t.end, f.end) - Math.max(t.start, f.start);
      if (shared > 0)
        overlap.set(
          `${t.speaker}|${f.speaker}`,
          (overlap.get(`${t.speaker}|${f.speaker}`) ?? 0) + shared,
        );
    }
  }
  const pairs = [...overlap].sort((a, b) => b[1] - a[1]);
  const usedTruth = new Set<string>();
  const usedFound = new Set<string>();
  let right = 0;
  for (const [key, seconds] of pairs) {
    const [t = '', f = ''] = key.split('|');
    if (usedTruth.has(t) || usedFound.has(f)) continue;
    usedTruth.add(t);
    usedFound.add(f);
    right += seconds;
  }
  const total = truth.reduce((sum, t) => sum + t.end - t.start, 0);
  return total > 0 ? right / total : 1;
}

async function embedders(): Promise<VoiceEmbedder[]> {
  const model = await loadXvectorModel();
  return [...(model ? [xvectorEmbedder(model)] : []), mfccEmbedder()];
}

export async function evaluateSpeakers(
  log: (line: string) => void,
  options: { realOnly?: boolean } = {},
): Promise<SpeakerScore[]> {
  const clips = options.realOnly ? [] : loadSpeakerClips(undefined, log);
  const kinds = await embedders();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-eval-speakers-'));
  const scores: SpeakerScore[] = [];
  /** Diarizes one clip with each embedder and scores it against its turns. */
  const evaluate = async (
    clip: {
      id: string;
      file: string;
      turns: SpeakerClip['turns'];
      speakers: number;
      acceptable: number[];
    },
    using: readonly VoiceEmbedder[],
    withDer: boolean,
  ) => {
    log(`speakers: ${clip.id}`);
    const pcm = await decodeToPcmFile(clip.file, path.join(work, 'audio.pcm'));
    const segments = await detectSpeech(pcm);
    const { pitch } = await voiceFramesOfPcm(pcm);
    for (const embedder of using) {
      const started = performance.now();
      const result = await diarize(pcmReader(pcm), pcm.sampleRate, segments, { embedder, pitch });
      scores.push({
        clip: clip.id,
        embedder: embedder.kind,
        truth: clip.speakers,
        acceptable: clip.acceptable,
        found: result.speakers,
        der: withDer
          ? diarizationErrorRate(clip.turns, result.turns, { end: pcm.durationSeconds }).der
          : null,
        turnAccuracy: turnAccuracy(clip.turns, result.turns),
        audioSeconds: pcm.durationSeconds,
        diarizeSeconds: (performance.now() - started) / 1000,
      });
    }
  };
  try {
    for (const clip of clips) {
      const file = speakerClipPath(clip);
      await evaluate({ ...clip, file, acceptable: [clip.speakers] }, kinds, false);
    }
    // Real meetings (overlapped turns, so DER too): the x-vectors only, since the MFCC
    // statistics fail on read speech already.
    const xvector = kinds.filter((embedder) => embedder.kind === 'xvector');
    for (const clip of loadRealClips(work, log)) {
      const id = `${clip.id}${clip.use === 'checking' ? ' (checking)' : ''}`;
      await evaluate({ ...clip, id }, xvector, true);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return scores;
}

const isRight = (score: SpeakerScore) => score.acceptable.includes(score.found);

const pct = (value: number) => `${Math.round(value * 100)}%`;

export function speakerTable(scores: readonly SpeakerScore[]): string {
  const kinds = [...new Set(scores.map((s) => s.embedder))];
  const clips = [...new Set(scores.map((s) => s.clip))];
  const header = `| Clip | Audio | True speakers | ${kinds.map((k) => `${k}: found (turns right, time)`).join(' | ')} |`;
  const rule = `| --- | ---: | ---: | ${kinds.map(() => '---:').join(' | ')} |`;
  const rows = clips.map((clip) => {
    const of = scores.filter((s) => s.clip === clip);
    const first = of[0] as SpeakerScore;
    const cells = kinds.map((kind) => {
      const s = of.find((x) => x.embedder === kind);
      const mark = s && isRight(s) ? '' : '**';
      const der = s?.der == null ? '' : `DER ${pct(s.der)}, `;
      return s
        ? `${mark}${s.found}${mark} (${der}${pct(s.turnAccuracy)}, ${s.diarizeSeconds.toFixed(1)} s)`
        : '';
    });
    const audio =
      first.audioSeconds < 120
        ? `${first.audioSeconds.toFixed(0)} s`
        : `${(first.audioSeconds / 60).toFixed(1)} min`;
    return `| ${clip} | ${audio} | ${first.acceptable.join(' or ')} | ${cells.join(' | ')} |`;
  });
  const summary = kinds.map((kind) => {
    const of = scores.filter((s) => s.embedder === kind);
    const right = of.filter(isRight).length;
    const accuracy = of.reduce((sum, s) => sum + s.turnAccuracy, 0) / Math.max(1, of.length);
    return `${right}/${of.length} right (${pct(right / Math.max(1, of.length))}), turns ${pct(accuracy)}`;
  });
  const real = scores.filter((s) => s.der !== null);
  const meanDer = real.reduce((sum, s) => sum + (s.der ?? 0), 0) / Math.max(1, real.length);
  return [
    header,
    rule,
    ...rows,
    `| **speaker-count accuracy** | | | ${summary.join(' | ')} |`,
    ...(real.length > 0 ? [`| **mean DER, real clips** | | | ${pct(meanDer)} |`] : []),
  ].join('\n');
}
