/**
 * Readers for the few Kaldi binary formats the x-vector extractor needs (Kaldi's
 * `base/io-funcs.cc` and `matrix/kaldi-matrix.cc`): a binary stream starts with "\0B"; a token
 * is text ended by a space; an int or float is one size byte then little-endian bytes; a
 * matrix is "FM " then rows and cols as ints, then row-major float32s; a vector "FV " then
 * its dim.
 */

export class KaldiReader {
  private offset = 0;

  constructor(private readonly buffer: Buffer) {
    if (buffer[0] !== 0 || buffer[1] !== 0x42) throw new Error('not a Kaldi binary file');
    this.offset = 2;
  }

  get done() {
    return this.offset >= this.buffer.length;
  }

  /** The next space- or newline-ended token, skipping leading whitespace. */
  token(): string {
    while (this.offset < this.buffer.length && this.isSpace(this.buffer[this.offset])) {
      this.offset += 1;
    }
    const start = this.offset;
    while (this.offset < this.buffer.length && !this.isSpace(this.buffer[this.offset])) {
      this.offset += 1;
    }
    const text = this.buffer.toString('latin1', start, this.offset);
    this.offset += 1;
    return text;
  }

  /** Reads a token and checks it. */
  expect(token: string) {
    const read = this.token();
    if (read !== token) throw new Error(`Kaldi file: expected ${token}, read ${read}`);
  }

  /** Text up to (not including) `marker`, which is consumed. */
  textUntil(marker: string): string {
    const end = this.buffer.indexOf(marker, this.offset, 'latin1');
    if (end < 0) throw new Error(`Kaldi file: ${marker} not found`);
    const text = this.buffer.toString('latin1', this.offset, end);
    this.offset = end + marker.length;
    return text;
  }

  int(): number {
    const size = this.buffer[this.offset];
    this.offset += 1;
    const value =
      size === 8
        ? Number(this.buffer.readBigInt64LE(this.offset))
        : this.buffer.readInt32LE(this.offset);
    this.offset += size ?? 4;
    return value;
  }

  float(): number {
    const size = this.buffer[this.offset];
    this.offset += 1;
    const value =
      size === 8 ? this.buffer.readDoubleLE(this.offset) : this.buffer.readFloatLE(this.offset);
    this.offset += size ?? 4;
    return value;
  }

  /** A bool is one character, 'T' or 'F', with no space after it. */
  bool(): boolean {
    while (this.isSpace(this.buffer[this.offset])) this.offset += 1;
    const value = this.buffer[this.offset];
    this.offset += 1;
    return value === 0x54;
  }

  private floats(count: number): Float32Array {
    const out = new Float32Array(count);
    for (let i = 0; i < count; i += 1) out[i] = this.buffer.readFloatLE(this.offset + i * 4);
    this.offset += count * 4;
    return out;
  }

  matrix(): { rows: number; cols: number; data: Float32Array } {
    this.expect('FM');
    const rows = this.int();
    const cols = this.int();
    return { rows, cols, data: this.floats(rows * cols) };
  }

  vector(): Float32Array {
    this.expect('FV');
    return this.floats(this.int());
  }

  /** Skips tokens and values until the closing `</Name>`: fields the forward pass ignores. */
  skipTo(closing: string) {
    const end = this.buffer.indexOf(`${closing} `, this.offset, 'latin1');
    if (end < 0) throw new Error(`Kaldi file: ${closing} not found`);
    this.offset = end + closing.length + 1;
  }

  private isSpace(byte: number | undefined) {
    return byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0d;
  }
}

/** A Kaldi text vector, "[ 1.0 2.0 ... ]" (as `mean.vec` is written). */
export function parseKaldiTextVector(text: string): Float32Array {
  const inner = text.replace(/[[\]]/g, ' ').trim();
  return Float32Array.from(inner.split(/\s+/).map(Number));
}
