import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { detectorPackageDirs } from '../vision/detector-files';

/* The browser's body-language detector loads its models and WASM files from the app. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /models/human/{file}', () => {
  it('serves the models the analysis uses, from the installed package', async () => {
    const json = await server.request('/models/human/blazeface.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    expect(json.headers.get('cache-control')).toBe('public, max-age=604800');
    const model = (await json.json()) as { weightsManifest: { paths: string[] }[] };
    expect(model.weightsManifest[0]?.paths).toEqual(['blazeface.bin']);

    const weights = await server.request('/models/human/blazeface.bin');
    expect(weights.status).toBe(200);
    expect(weights.headers.get('content-type')).toBe('application/octet-stream');
    const size = fs.statSync(path.join(detectorPackageDirs().modelDir, 'blazeface.bin')).size;
    expect((await weights.arrayBuffer()).byteLength).toBe(size);
  });

  it.each(['faceres.json', '..%2Fpackage.json', 'models.json'])(
    'answers 404 for %s, which is not on the list',
    async (file) => {
      const response = await server.request(`/models/human/${file}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    },
  );
});

describe('GET /models/tfjs-wasm/{file}', () => {
  it('serves the WASM binaries as application/wasm', async () => {
    const response = await server.request('/models/tfjs-wasm/tfjs-backend-wasm-simd.wasm');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/wasm');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('\0asm');
  });

  it('answers 404 for anything else', async () => {
    expect((await server.request('/models/tfjs-wasm/tfjs-backend-wasm.js')).status).toBe(404);
  });
});
