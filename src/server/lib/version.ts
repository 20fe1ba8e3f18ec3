import { readFileSync } from 'node:fs';

/** The version in package.json, read once: the single place a release number is kept. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
