import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DTW_PATCH_MARKER,
  isPatched,
  patchSmartWhisperSources,
  restoreSmartWhisperSources,
} from './smart-whisper-dtw.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const installed = path.join(root, 'node_modules', 'smart-whisper');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smart-whisper-dtw-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The binding sources as smart-whisper 0.8.1 ships them: the installed ones, edits undone. */
function pristineCopy(): string {
  const copy = fs.mkdtempSync(path.join(dir, 'module-'));
  fs.mkdirSync(path.join(copy, 'src', 'binding'), { recursive: true });
  for (const file of ['model.cc', 'transcribe.cc']) {
    fs.copyFileSync(
      path.join(installed, 'src', 'binding', file),
      path.join(copy, 'src', 'binding', file),
    );
  }
  restoreSmartWhisperSources(copy);
  return copy;
}

describe('the DTW edit of smart-whisper', () => {
  it('edits the binding once: defaults, a preset argument, and each token time', () => {
    const copy = pristineCopy();
    expect(isPatched(copy)).toBe(false);
    expect(fs.readFileSync(path.join(copy, 'src/binding/model.cc'), 'utf8')).toContain(
      '    whisper_context_params params;\n',
    );

    expect(patchSmartWhisperSources(copy)).toBe(true);
    const model = fs.readFileSync(path.join(copy, 'src/binding/model.cc'), 'utf8');
    const transcribe = fs.readFileSync(path.join(copy, 'src/binding/transcribe.cc'), 'utf8');
    expect(model).toContain('whisper_context_default_params()');
    expect(model).toContain('params.dtw_token_timestamps = true;');
    expect(model).toContain('info.Length() > 3');
    expect(transcribe).toContain('token_object.Set("dtw"');
    expect(isPatched(copy)).toBe(true);

    // Again: nothing changes.
    expect(patchSmartWhisperSources(copy)).toBe(false);
    expect(fs.readFileSync(path.join(copy, 'src/binding/model.cc'), 'utf8')).toBe(model);
  });

  it('changes nothing in sources it does not know', () => {
    const copy = pristineCopy();
    const file = path.join(copy, 'src/binding/transcribe.cc');
    fs.writeFileSync(file, '// another version\n');
    const model = fs.readFileSync(path.join(copy, 'src/binding/model.cc'), 'utf8');

    expect(() => patchSmartWhisperSources(copy)).toThrow(/passage to edit/);
    expect(fs.readFileSync(path.join(copy, 'src/binding/model.cc'), 'utf8')).toBe(model);
    expect(model).not.toContain(DTW_PATCH_MARKER);
  });
});
