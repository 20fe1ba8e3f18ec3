import { ct2Scalar, type Ct2Model, type Ct2Variable } from './ctranslate2-model';
import { floatsToHalves, halvesToFloats } from './half-float';
import { Q8_0_BLOCK_VALUES, quantizeHalvesToQ8_0 } from './quantize-q8';
import { tokenBytes, whisperMelFilters } from './whisper-ggml-parts';

/*
 * A CTranslate2 Whisper model (faster-whisper's format: WhisperSpec) as a whisper.cpp ggml
 * file, so smart-whisper runs it and Cadence keeps one speech runtime (decision 157). The
 * layout is whisper.cpp's own converter's (models/convert-pt-to-ggml.py): the hyperparameters,
 * the mel filters, the vocabulary's bytes, then each tensor under OpenAI's name. Its weights
 * are what whisper.cpp's quantize tool makes of that converter's half-precision file with
 * q8_0 (decision 159), byte for byte: matrices in q8_0, the convolutions' weights in half
 * precision, and vectors, positional embeddings and the convolutions' biases in float32.
 * CTranslate2 fuses attention projections (query, key and value in one matrix; key and value
 * of the cross-attention in one), which are split again here; the key projections have no
 * bias in Whisper.
 */

const GGML_MAGIC = 0x67676d6c;
/** ggml's tensor types (ggml.h's ggml_type). */
const GGML_TYPE = { f32: 0, f16: 1, q8_0: 8 } as const;
/** The weight type the file's name and header announce. */
export const CONVERTED_WEIGHT_TYPE = 'q8_0';
/** Mostly q8_0 (ggml_ftype 7), in ggml's quantization format 2 (GGML_QNT_VERSION). */
const FILE_TYPE_Q8_0 = 2 * 1000 + 7;
/** GPT-2's vocabulary before Whisper's special tokens; whisper.cpp adds those itself. */
const BYTE_LEVEL_TOKENS = 50_257;

export class WhisperConversionError extends Error {
  constructor(detail: string) {
    super(`The CTranslate2 model cannot be converted for whisper.cpp: ${detail}`);
    this.name = 'WhisperConversionError';
  }
}

interface Tensor {
  name: string;
  dims: number[];
  type: keyof typeof GGML_TYPE;
  data: Buffer;
}

/** A variable as float32 bytes. */
function floats(variable: Ct2Variable, name: string): Buffer {
  if (variable.dtype === 'float32') return variable.data;
  if (variable.dtype === 'float16') return halvesToFloats(variable.data);
  throw new WhisperConversionError(
    `${name} is stored as ${variable.dtype}; convert the model with --quantization float16 or float32`,
  );
}

/** A variable as half bytes. */
function halves(variable: Ct2Variable, name: string): Buffer {
  return variable.dtype === 'float16' ? variable.data : floatsToHalves(floats(variable, name));
}

/** Rows [from, to) of a row-major matrix (or a vector's elements) of `bytesPerValue`. */
function rows(data: Buffer, dims: number[], from: number, to: number, bytesPerValue: number) {
  const rowBytes = dims.slice(1).reduce((a, b) => a * b, 1) * bytesPerValue;
  return data.subarray(from * rowBytes, to * rowBytes);
}

class TensorList {
  readonly tensors: Tensor[] = [];
  constructor(private readonly model: Ct2Model) {}

  variable(name: string): Ct2Variable {
    const variable = this.model.variables.get(name);
    if (!variable) throw new WhisperConversionError(`${name} is missing`);
    return variable;
  }

  /**
   * A tensor as whisper.cpp's quantize tool leaves it: it quantizes matrices (rank 2) only,
   * from their halves, and skips the positional embeddings and the convolutions' biases by
   * name, which are float32 here anyway.
   */
  private push(name: string, dims: number[], data: Buffer, half: boolean) {
    const type = !half ? 'f32' : dims.length === 2 ? 'q8_0' : 'f16';
    if (type === 'q8_0' && dims[1]! % Q8_0_BLOCK_VALUES !== 0) {
      throw new WhisperConversionError(
        `${name} has rows of ${dims[1]} values; q8_0 needs whole blocks of ${Q8_0_BLOCK_VALUES}`,
      );
    }
    this.tensors.push({
      name,
      dims,
      type,
      data: type === 'q8_0' ? quantizeHalvesToQ8_0(data) : data,
    });
  }

  /** A whole variable: a matrix from its halves, a vector as floats. */
  add(name: string, source: string, { forceFloat = false, asColumn = false } = {}) {
    const variable = this.variable(source);
    const half = variable.dims.length >= 2 && !forceFloat;
    const data = half ? halves(variable, source) : floats(variable, source);
    this.push(name, asColumn ? [...variable.dims, 1] : variable.dims, data, half);
  }

  /** Part `index` of `parts` equal parts of a fused projection's weight or bias. */
  addPart(name: string, source: string, index: number, parts: number) {
    const variable = this.variable(source);
    const size = variable.dims[0]! / parts;
    if (!Number.isInteger(size)) throw new WhisperConversionError(`${source} cannot be split`);
    const half = variable.dims.length >= 2;
    const data = half ? halves(variable, source) : floats(variable, source);
    const part = rows(data, variable.dims, index * size, (index + 1) * size, half ? 2 : 4);
    this.push(name, [size, ...variable.dims.slice(1)], part, half);
  }

  /** A linear layer: weight and bias. */
  linear(name: string, source: string) {
    this.add(`${name}.weight`, `${source}/weight`);
    this.add(`${name}.bias`, `${source}/bias`);
  }

  layerNorm(name: string, source: string) {
    this.add(`${name}.weight`, `${source}/gamma`);
    this.add(`${name}.bias`, `${source}/beta`);
  }

  /** Fused query, key and value (self-attention), or key and value (cross-attention). */
  fused(prefix: string, source: string, names: string[]) {
    names.forEach((part, index) => {
      this.addPart(`${prefix}.${part}.weight`, `${source}/weight`, index, names.length);
      // whisper.cpp has no key bias; CTranslate2 stores zeros there.
      if (part !== 'key')
        this.addPart(`${prefix}.${part}.bias`, `${source}/bias`, index, names.length);
    });
  }
}

function layerCount(model: Ct2Model, prefix: string): number {
  let count = 0;
  while (model.variables.has(`${prefix}/layer_${count}/ffn/linear_0/weight`)) count++;
  return count;
}

/** The hyperparameters whisper.cpp reads first, in its order. */
function hyperparameters(model: Ct2Model, list: TensorList) {
  const embeddings = list.variable('decoder/embeddings/weight').dims;
  const audioPositions = list.variable('encoder/position_encodings/encodings').dims;
  const textPositions = list.variable('decoder/position_encodings/encodings').dims;
  const conv1 = list.variable('encoder/conv1/weight').dims;
  const audioHeads = ct2Scalar(model.variables.get('encoder/num_heads'));
  const textHeads = ct2Scalar(model.variables.get('decoder/num_heads'));
  if (!audioHeads || !textHeads) throw new WhisperConversionError('num_heads is missing');
  return {
    nVocab: embeddings[0]!,
    nAudioCtx: audioPositions[0]!,
    nAudioState: audioPositions[1]!,
    nAudioHead: audioHeads,
    nAudioLayer: layerCount(model, 'encoder'),
    nTextCtx: textPositions[0]!,
    nTextState: textPositions[1]!,
    nTextHead: textHeads,
    nTextLayer: layerCount(model, 'decoder'),
    nMels: conv1[1]!,
  };
}

/**
 * The tensors in the order of OpenAI's state dict, which whisper.cpp's converter follows: a
 * module's own parameters and buffers, then its children in the order they were made.
 */
function whisperTensors(list: TensorList, encoderLayers: number, decoderLayers: number) {
  const block = (to: string, from: string, cross: boolean) => {
    list.fused(`${to}.attn`, `${from}/self_attention/linear_0`, ['query', 'key', 'value']);
    list.linear(`${to}.attn.out`, `${from}/self_attention/linear_1`);
    list.layerNorm(`${to}.attn_ln`, `${from}/self_attention/layer_norm`);
    if (cross) {
      list.linear(`${to}.cross_attn.query`, `${from}/attention/linear_0`);
      list.fused(`${to}.cross_attn`, `${from}/attention/linear_1`, ['key', 'value']);
      list.linear(`${to}.cross_attn.out`, `${from}/attention/linear_2`);
      list.layerNorm(`${to}.cross_attn_ln`, `${from}/attention/layer_norm`);
    }
    list.linear(`${to}.mlp.0`, `${from}/ffn/linear_0`);
    list.linear(`${to}.mlp.2`, `${from}/ffn/linear_1`);
    list.layerNorm(`${to}.mlp_ln`, `${from}/ffn/layer_norm`);
  };
  list.add('encoder.positional_embedding', 'encoder/position_encodings/encodings', {
    forceFloat: true,
  });
  list.add('encoder.conv1.weight', 'encoder/conv1/weight');
  list.add('encoder.conv1.bias', 'encoder/conv1/bias', { asColumn: true });
  list.add('encoder.conv2.weight', 'encoder/conv2/weight');
  list.add('encoder.conv2.bias', 'encoder/conv2/bias', { asColumn: true });
  for (let i = 0; i < encoderLayers; i++) block(`encoder.blocks.${i}`, `encoder/layer_${i}`, false);
  list.layerNorm('encoder.ln_post', 'encoder/layer_norm');
  list.add('decoder.positional_embedding', 'decoder/position_encodings/encodings', {
    forceFloat: true,
  });
  list.add('decoder.token_embedding.weight', 'decoder/embeddings/weight');
  for (let i = 0; i < decoderLayers; i++) block(`decoder.blocks.${i}`, `decoder/layer_${i}`, true);
  list.layerNorm('decoder.ln', 'decoder/layer_norm');
}

/**
 * The ggml file's bytes for a CTranslate2 Whisper model and its vocabulary (vocabulary.txt,
 * one token a line, in GPT-2's byte-level characters).
 */
export function convertWhisperToGgml(model: Ct2Model, vocabulary: string[]): Buffer {
  if (model.spec !== 'WhisperSpec') {
    throw new WhisperConversionError(`it is a ${model.spec}, not a WhisperSpec`);
  }
  const list = new TensorList(model);
  const hp = hyperparameters(model, list);
  if (vocabulary.length < BYTE_LEVEL_TOKENS) {
    throw new WhisperConversionError(`the vocabulary has ${vocabulary.length} tokens`);
  }
  whisperTensors(list, hp.nAudioLayer, hp.nTextLayer);

  const header = Buffer.alloc(4 * 14);
  [
    GGML_MAGIC,
    hp.nVocab,
    hp.nAudioCtx,
    hp.nAudioState,
    hp.nAudioHead,
    hp.nAudioLayer,
    hp.nTextCtx,
    hp.nTextState,
    hp.nTextHead,
    hp.nTextLayer,
    hp.nMels,
    FILE_TYPE_Q8_0,
  ].forEach((value, i) => header.writeInt32LE(value, i * 4));
  const filters = whisperMelFilters(hp.nMels);
  header.writeInt32LE(hp.nMels, 48);
  header.writeInt32LE(filters.length / hp.nMels, 52);

  const parts: Buffer[] = [
    header,
    Buffer.from(filters.buffer, filters.byteOffset, filters.byteLength),
  ];
  const count = Buffer.alloc(4);
  count.writeInt32LE(BYTE_LEVEL_TOKENS);
  parts.push(count);
  for (const token of vocabulary.slice(0, BYTE_LEVEL_TOKENS)) {
    const bytes = tokenBytes(token);
    if (!bytes)
      throw new WhisperConversionError(`the token ${JSON.stringify(token)} is not byte-level`);
    const length = Buffer.alloc(4);
    length.writeInt32LE(bytes.length);
    parts.push(length, bytes);
  }
  for (const tensor of list.tensors) {
    const name = Buffer.from(tensor.name, 'utf8');
    const head = Buffer.alloc(12 + 4 * tensor.dims.length);
    head.writeInt32LE(tensor.dims.length, 0);
    head.writeInt32LE(name.length, 4);
    head.writeInt32LE(GGML_TYPE[tensor.type], 8);
    // ggml lists dimensions innermost first.
    [...tensor.dims].reverse().forEach((dim, i) => head.writeInt32LE(dim, 12 + 4 * i));
    parts.push(head, name, tensor.data);
  }
  return Buffer.concat(parts);
}
