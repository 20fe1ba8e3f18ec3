import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Where the body-language detector's files are inside node_modules: Human's package (its
 * Node build and its models/) and tfjs's WASM binaries. Human's package "exports" map names
 * no subpaths (its keys lack the leading './'), so its folder is found from the main entry
 * and files inside it are reached by path.
 */
export function detectorPackageDirs() {
  const humanDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
  const wasmDir = path.join(
    path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
    'dist',
  );
  return { humanDir, modelDir: path.join(humanDir, 'models'), wasmDir };
}
