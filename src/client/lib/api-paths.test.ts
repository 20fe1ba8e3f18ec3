import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Tests run from the repository's root, as vitest.config.ts reads this folder too. */
const CLIENT_DIR = path.resolve('src/client');
/** A string that starts with an API path: a quote or backtick, then /api/. */
const HAND_WRITTEN_PATH = /['"`]\/api\//;

describe('API paths in the client', () => {
  it('come from the API contract, never written by hand outside tests', () => {
    const sources = fs
      .readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const found = sources.flatMap((file) =>
      fs
        .readFileSync(path.join(CLIENT_DIR, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (HAND_WRITTEN_PATH.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
