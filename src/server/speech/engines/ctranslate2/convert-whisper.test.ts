import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertWhisperToGgml, WhisperConversionError } from './convert-whisper';
import { readCt2Model, writeCt2Model } from './ctranslate2-model';
import { floatsToHalves, floatToHalf, halfToFloat } from './half-float';
import { quantizeHalvesToQ8_0 } from './quantize-q8';
import { counting, f32, scalar16, tinyWhisper, VOCABULARY } from './test-models';
import { tokenBytes, whisperMelFilters } from './whisper-ggml-parts';
import { WHISPER_TEST_MODEL } from '../../test/fixtures';

/** whisper.cpp's weightless tiny.en: its filters and vocabulary are the real ones. */
const hasTestModel = fs.existsSync(WHISPER_TEST_MODEL);

/** A ggml whisper file read back: hyperparameters, filters, tokens and tensors. */
function readGgml(bytes: Buffer) {
  let at = 0;
  const int = () => ((at += 4), bytes.readInt32LE(at - 4));
  const magic = int();
  const hparams = Array.from({ length: 11 }, int);
  const [nMel, nFft] = [int(), int()];
  const filters = new Float32Array(nMel * nFft).map(() => ((at += 4), bytes.readFloatLE(at - 4)));
  const tokens = Array.from({ length: int() }, () => {
    const length = int();
    return bytes.subarray((at += length) - length, at);
  });
  const tensors = new Map<
    string,
    { dims: number[]; type: string; data: Buffer; values: number[] }
  >();
  while (at < bytes.length) {
    const [rank, nameLength, ggmlType] = [int(), int(), int()];
    const dims = Array.from({ length: rank }, int);
    const name = bytes.toString('utf8', at, (at += nameLength));
    const count = dims.reduce((a, b) => a * b, 1);
    const type = ({ 0: 'f32', 1: 'f16', 8: 'q8_0' } as Record<number, string>)[ggmlType]!;
    const size = { f32: 4 * count, f16: 2 * count, q8_0: (count / 32) * 34 }[type]!;
    const data = bytes.subarray(at, (at += size));
    const values = Array.from({ length: count }, (_, i) => {
      if (type === 'f32') return data.readFloatLE(4 * i);
      if (type === 'f16') return halfToFloat(data.readUInt16LE(2 * i));
      const block = 34 * Math.floor(i / 32);
      return halfToFloat(data.readUInt16LE(block)) * data.readInt8(block + 2 + (i % 32));
    });
    tensors.set(name, { dims, type, data, values });
  }
  return { magic, hparams, nMel, nFft, filters, tokens, tensors };
}

describe('half precision', () => {
  it('converts exact values both ways and rounds to the nearest half, ties to even', () => {
    expect(floatToHalf(1)).toBe(0x3c00);
    expect(floatToHalf(-2)).toBe(0xc000);
    expect(floatToHalf(65504)).toBe(0x7bff);
    expect(floatToHalf(1e6)).toBe(0x7c00);
    expect(floatToHalf(2 ** -24)).toBe(0x0001);
    expect(floatToHalf(2 ** -26)).toBe(0);
    expect(floatToHalf(1 + 2 ** -11)).toBe(0x3c00); // halfway, to the even neighbour
    expect(floatToHalf(1 + 3 * 2 ** -11)).toBe(0x3c02);
    for (const value of [0.5, -0.1234, 3.14159, 1e-5, 6e-8]) {
      // Within half an ulp: 11 significant bits, or half of the smallest subnormal.
      const error = Math.abs(halfToFloat(floatToHalf(value)) - value);
      expect(error).toBeLessThanOrEqual(Math.abs(value) * 2 ** -11 + 2 ** -25);
    }
    expect(halfToFloat(0x7c00)).toBe(Infinity);
    expect(floatsToHalves(f32([1, -2]))).toEqual(Buffer.from([0x00, 0x3c, 0x00, 0xc0]));
  });
});

describe('CTranslate2 model files', () => {
  it('reads back what its serializer writes, aliases resolved', () => {
    const bytes = writeCt2Model('WhisperSpec', 3, { a: counting([2, 3]), n: scalar16(6) });
    // An alias, as the serializer appends them: the projection shares the embeddings.
    const alias = Buffer.concat([
      Buffer.from([1, 0, 0, 0]),
      Buffer.from([2, 0]),
      Buffer.from('b\0'),
      Buffer.from([2, 0]),
      Buffer.from('a\0'),
    ]);
    const model = readCt2Model(Buffer.concat([bytes.subarray(0, -4), alias]));
    expect(model.spec).toBe('WhisperSpec');
    expect(model.revision).toBe(3);
    expect(model.variables.get('a')).toMatchObject({ dims: [2, 3], dtype: 'float32' });
    expect(model.variables.get('b')).toBe(model.variables.get('a'));
    expect(model.variables.get('n')?.data.readInt16LE(0)).toBe(6);
  });

  it('refuses a truncated file or another format with a clear error', () => {
    const bytes = writeCt2Model('WhisperSpec', 3, { a: counting([2, 3]) });
    expect(() => readCt2Model(bytes.subarray(0, 40))).toThrow(/ends at byte/);
    expect(() => readCt2Model(Buffer.from('ggml and more bytes'))).toThrow(/binary version/);
  });
});

describe('whisper.cpp model parts', () => {
  it.skipIf(!hasTestModel)("computes the mel filters whisper.cpp's own tiny.en carries", () => {
    const expected = readGgml(fs.readFileSync(WHISPER_TEST_MODEL));
    const filters = whisperMelFilters(80);
    expect([expected.nMel, expected.nFft]).toEqual([80, 201]);
    let worst = 0;
    filters.forEach(
      (value, i) => (worst = Math.max(worst, Math.abs(value - expected.filters[i]!))),
    );
    expect(worst).toBeLessThan(1e-7);
  });

  it.skipIf(!hasTestModel)("turns byte-level tokens into whisper.cpp's token bytes", () => {
    const expected = readGgml(fs.readFileSync(WHISPER_TEST_MODEL)).tokens;
    expect(tokenBytes('Ġthe')).toEqual(Buffer.from(' the'));
    expect(tokenBytes('Ċ')).toEqual(Buffer.from('\n'));
    expect(tokenBytes('âĢĻ')).toEqual(Buffer.from('’'));
    expect(tokenBytes('<|endoftext|>')).toEqual(expected.at(-1));
    expect(tokenBytes('the')).toEqual(expected[1169]);
    expect(tokenBytes('名')).toBeNull();
  });
});

describe('convertWhisperToGgml', () => {
  const model = () => readCt2Model(writeCt2Model('WhisperSpec', 3, tinyWhisper()));
  /** What whisper.cpp's quantize tool makes of `rows` rows of 32 values counting from `start`. */
  const q8 = (start: number, rows: number) =>
    quantizeHalvesToQ8_0(floatsToHalves(counting([rows, 32], start).data));

  it("writes whisper.cpp's header, filters, byte-level vocabulary and every tensor", () => {
    const ggml = readGgml(convertWhisperToGgml(model(), VOCABULARY));
    expect(ggml.magic).toBe(0x67676d6c);
    // vocab, audio ctx/state/heads/layers, text ctx/state/heads/layers, mels, then the file
    // type as the quantize tool writes it: quantization format 2 × 1000 + mostly q8_0 (7).
    expect(ggml.hparams).toEqual([51864, 1500, 32, 2, 1, 448, 32, 2, 1, 80, 2007]);
    expect(ggml.filters).toEqual(whisperMelFilters(80));
    expect(ggml.tokens).toHaveLength(50_257);
    expect(ggml.tokens[0]).toEqual(Buffer.from(' the'));
    expect(ggml.tokens.at(-1)).toEqual(Buffer.from('<|endoftext|>'));
    // What whisper.cpp's loader asks for, and nothing else (it counts them).
    expect(ggml.tensors.size).toBe(7 + 15 + 4 + 24);
    expect(ggml.tensors.has('encoder.blocks.0.attn.key.bias')).toBe(false);
    expect(ggml.tensors.has('decoder.blocks.0.cross_attn.key.bias')).toBe(false);
  });

  it('splits fused projections and lists dims innermost first', () => {
    const { tensors } = readGgml(convertWhisperToGgml(model(), VOCABULARY));
    // Self-attention's [96, 32] matrix counting from 100: query, key and value rows 32 each.
    const query = tensors.get('encoder.blocks.0.attn.query.weight')!;
    expect(query).toMatchObject({ dims: [32, 32], type: 'q8_0' });
    expect(query.data).toEqual(q8(100, 32));
    expect(query.values[0]).toBeCloseTo(100, 0);
    expect(query.values[1]).toBeCloseTo(101, 0);
    expect(tensors.get('encoder.blocks.0.attn.key.weight')!.data).toEqual(q8(100 + 1024, 32));
    expect(tensors.get('encoder.blocks.0.attn.value.weight')!.data).toEqual(q8(100 + 2048, 32));
    expect(tensors.get('encoder.blocks.0.attn.value.bias')).toMatchObject({
      dims: [32],
      type: 'f32',
      values: Array.from({ length: 32 }, (_, i) => 164 + i),
    });
    // Cross-attention's key and value come fused from 500.
    expect(tensors.get('decoder.blocks.0.cross_attn.key.weight')!.data).toEqual(q8(500, 32));
    expect(tensors.get('decoder.blocks.0.cross_attn.value.weight')!.data).toEqual(
      q8(500 + 1024, 32),
    );
    expect(tensors.get('decoder.blocks.0.cross_attn.value.bias')!.values[0]).toBe(532);
    // Embeddings: row r starts at r.
    const embedding = tensors.get('decoder.token_embedding.weight')!;
    expect(embedding.dims).toEqual([32, 51864]);
    expect(embedding.values[32 * 1000]).toBeCloseTo(1000, -1);
  });

  it("quantizes the matrices, and leaves what whisper.cpp's quantize tool skips", () => {
    const { tensors } = readGgml(convertWhisperToGgml(model(), VOCABULARY));
    // Skipped by name: the positional embeddings and the convolutions' biases (columns).
    expect(tensors.get('encoder.positional_embedding')).toMatchObject({
      dims: [32, 1500],
      type: 'f32',
    });
    expect(tensors.get('decoder.positional_embedding')).toMatchObject({ type: 'f32' });
    expect(tensors.get('encoder.conv1.bias')).toMatchObject({ dims: [1, 32], type: 'f32' });
    expect(tensors.get('encoder.conv2.bias')).toMatchObject({ dims: [1, 32], type: 'f32' });
    // Skipped by rank: the convolutions' weights ([out, in, width] as [width, in, out]) and
    // every vector.
    expect(tensors.get('encoder.conv1.weight')).toMatchObject({ dims: [3, 80, 32], type: 'f16' });
    expect(tensors.get('encoder.conv2.weight')).toMatchObject({ dims: [3, 32, 32], type: 'f16' });
    expect(tensors.get('decoder.ln.bias')).toMatchObject({
      type: 'f32',
      values: Array.from({ length: 32 }, (_, i) => i),
    });
    const skipped = /positional_embedding|conv\d\.bias/;
    for (const [name, { dims, type }] of tensors) {
      const expected =
        dims.length === 3 ? 'f16' : dims.length === 2 && !skipped.test(name) ? 'q8_0' : 'f32';
      expect(type, name).toBe(expected);
    }
  });

  it('quantizes the halves: a float16 weight gives what its float32 gives', () => {
    const vars = tinyWhisper();
    const source = vars['encoder/layer_0/ffn/linear_0/weight']!;
    vars['encoder/layer_0/ffn/linear_0/weight'] = {
      ...source,
      dtype: 'float16',
      data: floatsToHalves(source.data),
    };
    const fromHalves = convertWhisperToGgml(
      readCt2Model(writeCt2Model('WhisperSpec', 3, vars)),
      VOCABULARY,
    );
    expect(fromHalves.equals(convertWhisperToGgml(model(), VOCABULARY))).toBe(true);
    const { tensors } = readGgml(fromHalves);
    expect(tensors.get('encoder.blocks.0.mlp.0.weight')!.data).toEqual(q8(0, 128));
  });

  it('says what is wrong with a model it cannot convert', () => {
    const vars = tinyWhisper();
    expect(() =>
      convertWhisperToGgml(readCt2Model(writeCt2Model('TransformerSpec', 1, vars)), VOCABULARY),
    ).toThrow(WhisperConversionError);
    delete vars['decoder/layer_norm/beta'];
    expect(() =>
      convertWhisperToGgml(readCt2Model(writeCt2Model('WhisperSpec', 3, vars)), VOCABULARY),
    ).toThrow(/decoder\/layer_norm\/beta is missing/);
    const int8 = tinyWhisper();
    int8['encoder/conv1/weight'] = { dims: [32, 80, 3], dtype: 'int8', data: Buffer.alloc(7680) };
    expect(() =>
      convertWhisperToGgml(readCt2Model(writeCt2Model('WhisperSpec', 3, int8)), VOCABULARY),
    ).toThrow(/stored as int8/);
    expect(() =>
      convertWhisperToGgml(readCt2Model(writeCt2Model('WhisperSpec', 3, tinyWhisper())), ['a']),
    ).toThrow(/vocabulary has 1 tokens/);
    // A state that is not a whole number of q8_0 blocks.
    expect(() =>
      convertWhisperToGgml(
        readCt2Model(writeCt2Model('WhisperSpec', 3, tinyWhisper(4))),
        VOCABULARY,
      ),
    ).toThrow(/rows of 4 values; q8_0 needs whole blocks of 32/);
  });
});
