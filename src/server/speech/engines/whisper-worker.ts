/**
 * The whisper process's own program (whisper-process.ts starts it): it loads smart-whisper and
 * the models, transcribes what it is sent, and answers over the IPC channel. It exits when the
 * process that started it goes away.
 */
import type { TranscribeDetailedResult, WhisperModel } from 'smart-whisper';
import { readPcm } from '../decode';
import type { WhisperAudio, WhisperReply, WhisperRequest } from './whisper-process';
import { loadSmartWhisper, WhisperError } from './whisper-model';
import { alignmentHeadsOfFile } from './whisper-models';

const models = new Map<string, Promise<WhisperModel>>();

function loadModel(modelPath: string): Promise<WhisperModel> {
  let model = models.get(modelPath);
  if (!model) {
    // A file whisper.cpp refuses may crash this process: the parent reads why from stderr.
    model = loadSmartWhisper().then(({ WhisperModel }) => {
      const heads = alignmentHeadsOfFile(modelPath);
      if (heads === null) return WhisperModel.load(modelPath, false);
      // With set-up's edit (decision 162) a third argument turns on DTW token times; an
      // unedited build refuses it at once, and keeps whisper's own token times.
      const load = WhisperModel.load as (
        file: string,
        gpu: boolean,
        heads?: number,
      ) => Promise<WhisperModel>;
      try {
        return load.call(WhisperModel, modelPath, false, heads);
      } catch {
        return WhisperModel.load(modelPath, false);
      }
    });
    models.set(modelPath, model);
    model.catch(() => models.delete(modelPath));
  }
  return model;
}

/** Cores whisper may use now, as the parent last said (cores.ts). */
let freeCores = 1;

const samplesOf = (audio: WhisperAudio) =>
  'samples' in audio ? Promise.resolve(audio.samples) : readPcm(audio.pcm, audio.first, audio.last);

async function transcribe(
  request: Extract<WhisperRequest, { type: 'transcribe' }>,
): Promise<TranscribeDetailedResult<true>[]> {
  const model = await loadModel(request.modelPath);
  const { TranscribeTask, WhisperSamplingStrategy } = await loadSmartWhisper();
  const task = await TranscribeTask.run(model, await samplesOf(request.audio), {
    language: 'en',
    format: 'detail',
    token_timestamps: true,
    n_threads: request.threads ?? freeCores,
    initial_prompt: request.prompt,
    // Greedy decoding. Beam search of 5 (whisper.cpp's command line, OpenAI's reference) was
    // measured against it with tiny.en from PyPI on the same clips: the same words (JFK 0 %,
    // LibriVox 1 % WER, the same 5 of 4 espeak fillers), and a 3-minute recording analysed in
    // 24.3 s with beam search, 17.6 s greedy, on this 2-core machine.
    strategy: WhisperSamplingStrategy.WHISPER_SAMPLING_GREEDY,
  });
  const segments: unknown = await task.result;
  // On failure the binding hands its Error to the result callback instead of throwing.
  if (!Array.isArray(segments)) {
    throw new WhisperError(
      'TRANSCRIPTION_FAILED',
      segments instanceof Error ? segments.message : String(segments),
    );
  }
  return segments as TranscribeDetailedResult<true>[];
}

type Answerable = Extract<WhisperRequest, { id: number; modelPath: string }>;

async function answer(request: Answerable): Promise<WhisperReply> {
  try {
    if (request.type === 'load') {
      await loadModel(request.modelPath);
      return { id: request.id, ok: true, loaded: true };
    }
    return { id: request.id, ok: true, segments: await transcribe(request) };
  } catch (error) {
    if (request.type === 'load' && !(error instanceof WhisperError)) {
      return {
        id: request.id,
        ok: false,
        code: 'MODEL_UNREADABLE',
        detail: 'the file was refused',
      };
    }
    return error instanceof WhisperError
      ? { id: request.id, ok: false, code: error.code, detail: error.detail }
      : {
          id: request.id,
          ok: false,
          code: 'TRANSCRIPTION_FAILED',
          detail: error instanceof Error ? error.message : String(error),
        };
  }
}

/** Pieces waiting, in the order they came; one runs at a time. */
const waiting: Answerable[] = [];
let running = false;

async function work() {
  if (running) return;
  running = true;
  for (let request = waiting.shift(); request; request = waiting.shift()) {
    process.send?.(await answer(request));
  }
  running = false;
}

process.on('message', (message: WhisperRequest) => {
  if (message.type === 'cores') {
    freeCores = message.free;
  } else if (message.type === 'cancel') {
    const index = waiting.findIndex((request) => request.id === message.id);
    if (index >= 0) {
      waiting.splice(index, 1);
      process.send?.({ id: message.id, ok: false, cancelled: true } satisfies WhisperReply);
    }
  } else {
    waiting.push(message);
    void work();
  }
});
// The parent went away (it exited, or was killed): nobody waits for this work any more.
process.on('disconnect', () => process.exit(0));
