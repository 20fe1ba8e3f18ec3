import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Tf from '@tensorflow/tfjs-core';

interface ModelJson {
  modelTopology?: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
  modelInitializer?: object;
  weightsManifest?: { paths: string[]; weights: Tf.io.WeightsManifestEntry[] }[];
}

/**
 * Lets tfjs load models from file:// URLs. Without tfjs-node (whose install downloads
 * TensorFlow, so it cannot be a dependency) tfjs-core has no file handler, and Node's fetch
 * does not read file:// either. Reads model.json and its weight shards from disk.
 */
export function registerFileModelLoader(tf: typeof Tf) {
  const route = (url: string | string[]): Tf.io.IOHandler | null => {
    const href = Array.isArray(url) ? url[0] : url;
    if (typeof href !== 'string' || !href.startsWith('file://')) return null;
    return {
      async load(): Promise<Tf.io.ModelArtifacts> {
        const jsonPath = fileURLToPath(href);
        const model = JSON.parse(await fs.readFile(jsonPath, 'utf8')) as ModelJson;
        const specs: Tf.io.WeightsManifestEntry[] = [];
        const shards: Buffer[] = [];
        for (const group of model.weightsManifest ?? []) {
          for (const shard of group.paths) {
            shards.push(await fs.readFile(path.join(path.dirname(jsonPath), shard)));
          }
          specs.push(...group.weights);
        }
        const weights = Buffer.concat(shards);
        return {
          ...(model.modelTopology ? { modelTopology: model.modelTopology } : {}),
          ...(model.format ? { format: model.format } : {}),
          ...(model.generatedBy ? { generatedBy: model.generatedBy } : {}),
          ...(model.convertedBy ? { convertedBy: model.convertedBy } : {}),
          ...(model.signature ? { signature: model.signature } : {}),
          ...(model.userDefinedMetadata ? { userDefinedMetadata: model.userDefinedMetadata } : {}),
          ...(model.modelInitializer ? { modelInitializer: model.modelInitializer } : {}),
          weightSpecs: specs,
          weightData: weights.buffer.slice(
            weights.byteOffset,
            weights.byteOffset + weights.byteLength,
          ) as ArrayBuffer,
        };
      },
    };
  };
  // A router answers null for URLs it does not handle, as tfjs's own routers do; its type
  // leaves that out.
  tf.io.registerLoadRouter(route as Parameters<typeof tf.io.registerLoadRouter>[0]);
}
