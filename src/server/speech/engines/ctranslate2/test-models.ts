import type { Ct2Variable } from './ctranslate2-model';

/* Small CTranslate2 Whisper models for the converter's tests, laid out as CTranslate2 does. */

export const f32 = (values: number[]) => Buffer.from(new Float32Array(values).buffer);
/** A float32 variable whose values count up from `start`, so each split can be told apart. */
export function counting(dims: number[], start = 0, step = 1): Ct2Variable {
  const count = dims.reduce((a, b) => a * b, 1);
  const values = Array.from({ length: count }, (_, i) => start + i * step);
  return { dims, dtype: 'float32', data: f32(values) };
}
export const scalar16 = (value: number): Ct2Variable => ({
  dims: [],
  dtype: 'int16',
  data: Buffer.from(new Int16Array([value]).buffer),
});

/**
 * A Whisper of one layer each way, 2 heads, 80 mels, as CTranslate2 lays it out; its state of
 * 32 is one q8_0 block a row.
 */
export function tinyWhisper(d = 32): Record<string, Ct2Variable> {
  const vars: Record<string, Ct2Variable> = {
    'encoder/num_heads': scalar16(2),
    'decoder/num_heads': scalar16(2),
    'encoder/conv1/weight': counting([d, 80, 3]),
    'encoder/conv1/bias': counting([d]),
    'encoder/conv2/weight': counting([d, d, 3]),
    'encoder/conv2/bias': counting([d]),
    'encoder/position_encodings/encodings': counting([1500, d]),
    'encoder/layer_norm/gamma': counting([d]),
    'encoder/layer_norm/beta': counting([d]),
    // Row r starts at r, and every value stays within half precision's range.
    'decoder/embeddings/weight': counting([51864, d], 0, 1 / d),
    'decoder/position_encodings/encodings': counting([448, d]),
    'decoder/layer_norm/gamma': counting([d]),
    'decoder/layer_norm/beta': counting([d]),
  };
  const norm = (p: string) => {
    vars[`${p}/layer_norm/gamma`] = counting([d]);
    vars[`${p}/layer_norm/beta`] = counting([d]);
  };
  const linear = (p: string, out: number, input: number, start = 0) => {
    vars[`${p}/weight`] = counting([out, input], start);
    vars[`${p}/bias`] = counting([out], start);
  };
  for (const side of ['encoder', 'decoder']) {
    const l = `${side}/layer_0`;
    norm(`${l}/self_attention`);
    linear(`${l}/self_attention/linear_0`, 3 * d, d, 100);
    linear(`${l}/self_attention/linear_1`, d, d);
    norm(`${l}/ffn`);
    linear(`${l}/ffn/linear_0`, 4 * d, d);
    linear(`${l}/ffn/linear_1`, d, 4 * d);
  }
  norm('decoder/layer_0/attention');
  linear('decoder/layer_0/attention/linear_0', d, d);
  linear('decoder/layer_0/attention/linear_1', 2 * d, d, 500);
  linear('decoder/layer_0/attention/linear_2', d, d);
  return vars;
}

/** 50,257 byte-level tokens and the special ones after them, as vocabulary.txt lists them. */
export const VOCABULARY = [
  ...Array.from({ length: 50_256 }, (_, i) => (i === 0 ? 'Ġthe' : `t${i}`)),
  '<|endoftext|>',
  '<|startoftranscript|>',
];
