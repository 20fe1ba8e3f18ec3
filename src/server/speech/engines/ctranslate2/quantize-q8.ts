import { floatToHalf, halfToFloat } from './half-float';

/*
 * ggml's q8_0, as whisper.cpp's quantize tool writes it (ggml-quants.c, quantize_row_q8_0_ref):
 * blocks of 32 values, each a half-precision scale d then 32 int8 q, a value being d·q. It
 * transcribes faster than half precision on a CPU in less memory, with the same words
 * (decision 159). Every step rounds as the C code does, in float32, so the bytes are the
 * tool's own: d = amax / 127 and its inverse 1 / d in float32 (the half of d is only
 * written), then q = roundf(x · inverse), ties away from zero where JavaScript's Math.round
 * ties towards +∞.
 */

export const Q8_0_BLOCK_VALUES = 32;
export const Q8_0_BLOCK_BYTES = 2 + Q8_0_BLOCK_VALUES;

/** Every half's value, so a tensor of millions of halves is read without arithmetic. */
const HALF_VALUES = Float32Array.from({ length: 0x10000 }, (_, bits) => halfToFloat(bits));

const roundAwayFromZero = (x: number) => (x < 0 ? -Math.round(-x) : Math.round(x));

/**
 * Half-precision values (little-endian bytes) as q8_0 blocks. The tool quantizes the half
 * file's weights, so the input is halves, each exactly a float32.
 */
export function quantizeHalvesToQ8_0(halves: Buffer): Buffer {
  const count = halves.length / 2;
  if (!Number.isInteger(count / Q8_0_BLOCK_VALUES)) {
    throw new RangeError(`q8_0 takes whole blocks of ${Q8_0_BLOCK_VALUES} values, not ${count}`);
  }
  const out = Buffer.alloc((count / Q8_0_BLOCK_VALUES) * Q8_0_BLOCK_BYTES);
  const values = new Float32Array(Q8_0_BLOCK_VALUES);
  for (let block = 0; block * Q8_0_BLOCK_VALUES < count; block++) {
    const first = block * Q8_0_BLOCK_VALUES;
    let amax = 0;
    for (let j = 0; j < Q8_0_BLOCK_VALUES; j++) {
      const value = HALF_VALUES[halves.readUInt16LE(2 * (first + j))]!;
      values[j] = value;
      // C's MAX(amax, fabsf(v)), which also decides what a NaN does.
      amax = amax > Math.abs(value) ? amax : Math.abs(value);
    }
    const d = Math.fround(amax / 127);
    const inverse = d ? Math.fround(1 / d) : 0;
    const at = block * Q8_0_BLOCK_BYTES;
    out.writeUInt16LE(floatToHalf(d), at);
    for (let j = 0; j < Q8_0_BLOCK_VALUES; j++) {
      out.writeInt8(roundAwayFromZero(Math.fround(values[j]! * inverse)), at + 2 + j);
    }
  }
  return out;
}
