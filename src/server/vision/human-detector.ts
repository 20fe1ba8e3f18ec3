import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Tf from '@tensorflow/tfjs-core';
import type { Config, Human } from '@vladmandic/human';
import { DETECTOR_CONFIG } from '@shared/body-language/detector-config';
import type { DetectorResult } from '@shared/body-language/observe-frame';
import { detectorPackageDirs } from './detector-files';
import { registerFileModelLoader } from './file-model-loader';
import { VideoAnalysisError } from './video-analysis-error';

const require = createRequire(import.meta.url);

export interface FrameDetector {
  /** Runs the detector on one RGB frame; calls are served one at a time. */
  detect(pixels: Uint8Array, width: number, height: number): Promise<DetectorResult>;
  /** tfjs tensors alive now: steady across frames when nothing leaks. */
  liveTensors(): number;
}

/**
 * Human on tfjs's WASM backend, with the browser's settings (DETECTOR_CONFIG) and the models
 * read from the installed package. The package's bare import resolves, in Node, to a build
 * that needs tfjs-node, so its WASM build is loaded by path.
 */
async function createDetector(): Promise<FrameDetector> {
  const { humanDir, modelDir, wasmDir } = detectorPackageDirs();
  const { Human: HumanClass } = require(path.join(humanDir, 'dist/human.node-wasm.js')) as {
    Human: typeof Human;
  };
  const config = {
    ...DETECTOR_CONFIG,
    modelBasePath: pathToFileURL(`${modelDir}/`).href,
    // tfjs would otherwise fetch its WASM binaries from a CDN.
    wasmPath: `${wasmDir}/`,
  } as unknown as Partial<Config>;
  const human = new HumanClass(config);
  const tf = human.tf as typeof Tf;
  registerFileModelLoader(tf);
  await human.load();
  if (tf.getBackend() !== 'wasm') {
    throw new VideoAnalysisError('DETECTOR_UNAVAILABLE', `backend is ${tf.getBackend()}`);
  }

  // One detection at a time: Human keeps per-frame state, and WASM runs on one thread anyway.
  let turn: Promise<unknown> = Promise.resolve();
  return {
    detect(pixels, width, height) {
      const run = turn.then(async () => {
        const input = tf.tensor3d(new Int32Array(pixels), [height, width, 3], 'int32');
        try {
          const result = await human.detect(input);
          if (result.error) throw new VideoAnalysisError('DETECTOR_UNAVAILABLE', result.error);
          return result;
        } finally {
          tf.dispose(input);
        }
      });
      turn = run.catch(() => {});
      return run;
    },
    liveTensors: () => tf.memory().numTensors,
  };
}

let loading: Promise<FrameDetector> | null = null;

/**
 * The process's detector, loaded on first use (about a second: the WASM backend and 16 MB of
 * models) and kept. A failed load is forgotten, so the next analysis tries again.
 */
export function loadDetector(): Promise<FrameDetector> {
  loading ??= createDetector().catch((error: unknown) => {
    loading = null;
    throw error instanceof VideoAnalysisError
      ? error
      : new VideoAnalysisError(
          'DETECTOR_UNAVAILABLE',
          error instanceof Error ? error.message : String(error),
        );
  });
  return loading;
}
