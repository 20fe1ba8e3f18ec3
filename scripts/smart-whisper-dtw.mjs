/**
 * smart-whisper 0.8.1 gives whisper.cpp's token times from the timestamp tokens' probabilities,
 * which drift by a second or more within a 30 s window (docs/evaluation.md, "Whisper word
 * times"). whisper.cpp can also time each token by dynamic time warping over its alignment
 * heads' attention (DTW), but smart-whisper neither asks for it nor hands the times back, and
 * it loads a model with its context parameters left uninitialised. This edits its binding so
 * that `WhisperModel.load(path, gpu, alignmentHeads)` starts from whisper.cpp's defaults and
 * turns DTW on with that preset, and each token of `format: 'detail'` carries `dtw`, in ms
 * (decision 162). The set-up applies it after `npm ci` and compiles the module again.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Changes to this file's edits must change the marker, so that set-up applies them again. */
export const DTW_PATCH_MARKER = '// cadence: dtw token times, 1';

const EDITS = [
  {
    file: 'src/binding/model.cc',
    from: `    if (info.Length() < 1 || info.Length() > 2) {`,
    to: `    if (info.Length() < 1 || info.Length() > 3) {`,
  },
  {
    file: 'src/binding/model.cc',
    from: `    whisper_context_params params;
    params.use_gpu = info.Length() == 2 ? info[1].As<Napi::Boolean>() : true;`,
    to: `    ${DTW_PATCH_MARKER}
    whisper_context_params params = whisper_context_default_params();
    params.use_gpu = info.Length() >= 2 ? info[1].As<Napi::Boolean>() : true;
    if (info.Length() == 3 && info[2].IsNumber()) {
        params.dtw_token_timestamps = true;
        params.dtw_aheads_preset =
            (enum whisper_alignment_heads_preset) info[2].As<Napi::Number>().Int32Value();
    }`,
  },
  {
    file: 'src/binding/transcribe.cc',
    from: `                        token_object.Set("to", Napi::Number::New(Env(), token.t1 * 10));
                    }`,
    to: `                        token_object.Set("to", Napi::Number::New(Env(), token.t1 * 10));
                        ${DTW_PATCH_MARKER}
                        if (token.t_dtw >= 0) {
                            token_object.Set("dtw", Napi::Number::New(Env(), token.t_dtw * 10));
                        }
                    }`,
  },
];

/** Whether the sources in `moduleDir` carry this version of the edits. */
export function isPatched(moduleDir) {
  return EDITS.every(({ file }) =>
    fs.readFileSync(path.join(moduleDir, file), 'utf8').includes(DTW_PATCH_MARKER),
  );
}

/**
 * Applies the edits to the smart-whisper sources in `moduleDir`, once. Throws, changing
 * nothing, when a passage to edit is not there (another smart-whisper version).
 */
export function patchSmartWhisperSources(moduleDir) {
  if (isPatched(moduleDir)) return false;
  const texts = new Map();
  for (const { file, from, to } of EDITS) {
    const text = texts.get(file) ?? fs.readFileSync(path.join(moduleDir, file), 'utf8');
    if (!text.includes(from)) {
      throw new Error(`${file} in ${moduleDir} does not hold the passage to edit for DTW times`);
    }
    texts.set(file, text.replace(from, to));
  }
  for (const [file, text] of texts) fs.writeFileSync(path.join(moduleDir, file), text);
  return true;
}

/** Undoes the edits (for tests that start from the sources as published). */
export function restoreSmartWhisperSources(moduleDir) {
  for (const { file, from, to } of [...EDITS].reverse()) {
    const target = path.join(moduleDir, file);
    fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace(to, from));
  }
}
