import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ErrorResponse } from '@shared/api/health';
import {
  DETECTOR_MODELS,
  DETECTOR_MODEL_URL,
  DETECTOR_WASM_URL,
} from '@shared/body-language/detector-config';
import { detectorPackageDirs } from '../vision/detector-files';
import { errorResponses } from './error-responses';

const MODEL_FILES = new Set(DETECTOR_MODELS.flatMap((model) => [`${model}.json`, `${model}.bin`]));
const WASM_FILES = new Set([
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
]);

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

/**
 * Serves the detector's models and tfjs's WASM binaries from the installed packages, so the
 * browser never fetches them from elsewhere. Only the files the analysis uses are served.
 */
export function registerDetectorModels(app: FastifyInstance) {
  const { modelDir, wasmDir } = detectorPackageDirs();
  const serve = (prefix: string, dir: string, allowed: Set<string>) => {
    app.get<{ Params: { file: string } }>(
      `${prefix}:file`,
      { schema: { hide: true, response: errorResponses('NOT_FOUND') } },
      async (request, reply) => {
        const { file } = request.params;
        if (!allowed.has(file)) {
          return reply.status(404).send({
            message: `No detector file named ${file}`,
            code: 'NOT_FOUND',
          } satisfies ErrorResponse);
        }
        const stat = await fs.promises.stat(path.join(dir, file));
        return (
          reply
            .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
            .header('content-length', stat.size)
            // The files change only with the package version.
            .header('cache-control', 'public, max-age=604800')
            .send(fs.createReadStream(path.join(dir, file)))
        );
      },
    );
  };
  serve(DETECTOR_MODEL_URL, modelDir, MODEL_FILES);
  serve(DETECTOR_WASM_URL, wasmDir, WASM_FILES);
}
