import { describe, expect, it } from 'vitest';
import { floatsToHalves } from './half-float';
import { quantizeHalvesToQ8_0 } from './quantize-q8';
import { f32 } from './test-models';

/** One block of 32 halves: the values given, then zeros. */
const block = (values: number[]) =>
  floatsToHalves(f32([...values, ...Array<number>(32 - values.length).fill(0)]));

/** A block's scale (its half's bits) and its first quantized values. */
function read(q8: Buffer, index = 0, count = 8) {
  const at = index * 34;
  return {
    d: q8.readUInt16LE(at),
    q: Array.from({ length: count }, (_, j) => q8.readInt8(at + 2 + j)),
  };
}

describe('q8_0 quantization', () => {
  it('scales a block by its largest magnitude over 127 and rounds ties away from zero', () => {
    const q8 = quantizeHalvesToQ8_0(block([127, 2.5, -2.5, 0.5, -0.5, 1.5, 126.5]));
    expect(q8).toHaveLength(34);
    // d = 127 / 127 = 1 (half 0x3c00); roundf, not ties to even: 2.5 → 3, -0.5 → -1, 126.5 → 127.
    expect(read(q8)).toEqual({ d: 0x3c00, q: [127, 3, -3, 1, -1, 2, 127, 0] });
  });

  it('takes the largest magnitude of a negative maximum, and gives each block its own scale', () => {
    const q8 = quantizeHalvesToQ8_0(Buffer.concat([block([-254, 5, -5, 3, 1]), block([1])]));
    expect(q8).toHaveLength(2 * 34);
    // d = 254 / 127 = 2 (half 0x4000): 5 / 2 = 2.5 → 3, 3 / 2 = 1.5 → 2, 1 / 2 → 1.
    expect(read(q8, 0)).toEqual({ d: 0x4000, q: [-127, 3, -3, 2, 1, 0, 0, 0] });
    expect(read(q8, 1).q[0]).toBe(127);
  });

  it('writes d in half precision but divides by the float32 d', () => {
    // d = 1/127 in float32 is 0.0078740157…, whose half is 0x2008 (0.0078735…). This value
    // times 127 is 1.49991 → 1; divided by the half d it would be 1.50000… → 2.
    const q8 = quantizeHalvesToQ8_0(block([1, 0.5, -0.25, 0.011810302734375]));
    expect(read(q8, 0, 4)).toEqual({ d: 0x2008, q: [127, 64, -32, 1] });
  });

  it('writes a block of zeros as a zero scale and zeros', () => {
    expect(quantizeHalvesToQ8_0(block([]))).toEqual(Buffer.alloc(34));
  });

  it('refuses values that do not fill whole blocks', () => {
    expect(() => quantizeHalvesToQ8_0(floatsToHalves(f32([1, 2, 3])))).toThrow(/whole blocks/);
  });
});
