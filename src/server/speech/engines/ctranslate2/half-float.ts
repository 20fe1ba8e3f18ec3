/*
 * IEEE 754 half precision, which Node 20 has no typed array for: whisper.cpp keeps its large
 * weights in it, CTranslate2 models may store any tensor in either.
 */

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);

/** A half's bits as a number. */
export function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

/** The half nearest a number (ties to even), as its bits. */
export function floatToHalf(value: number): number {
  f32[0] = value;
  const bits = u32[0]!;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = (bits >>> 23) & 0xff;
  let mantissa = bits & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  let halfExponent = exponent - 127 + 15;
  if (halfExponent >= 0x1f) return sign | 0x7c00;
  if (halfExponent <= 0) {
    // Subnormal half, or zero.
    if (halfExponent < -10) return sign;
    mantissa |= 0x800000;
    const shift = 14 - halfExponent;
    const half = mantissa >> shift;
    const rest = mantissa & ((1 << shift) - 1);
    const halfway = 1 << (shift - 1);
    return sign | (half + (rest > halfway || (rest === halfway && half & 1) ? 1 : 0));
  }
  const half = mantissa >> 13;
  const rest = mantissa & 0x1fff;
  let result = (halfExponent << 10) | half;
  if (rest > 0x1000 || (rest === 0x1000 && half & 1)) result += 1; // may carry into the exponent
  halfExponent = result >> 10;
  return sign | (halfExponent >= 0x1f ? 0x7c00 : result);
}

/** Half-precision bytes to float32 bytes. */
export function halvesToFloats(bytes: Buffer): Buffer {
  const out = Buffer.alloc(bytes.length * 2);
  for (let i = 0; i < bytes.length / 2; i++)
    out.writeFloatLE(halfToFloat(bytes.readUInt16LE(i * 2)), i * 4);
  return out;
}

/** Float32 bytes to half-precision bytes, each rounded to the nearest half. */
export function floatsToHalves(bytes: Buffer): Buffer {
  const out = Buffer.alloc(bytes.length / 2);
  for (let i = 0; i < bytes.length / 4; i++)
    out.writeUInt16LE(floatToHalf(bytes.readFloatLE(i * 4)), i * 2);
  return out;
}
