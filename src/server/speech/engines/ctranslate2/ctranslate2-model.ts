/*
 * CTranslate2's model.bin, as its own serializer writes it (python/ctranslate2/specs/
 * model_spec.py, `_serialize`, binary version 6): the ModelSpec's name and revision, then each
 * variable (name, rank, dimensions, data type, byte count, bytes) and the aliases of variables
 * stored once (Whisper's output projection is its token embedding). Little-endian throughout.
 */

/** CTranslate2's DataType enum, in its order (include/ctranslate2/types.h). */
export const CT2_DTYPES = ['float32', 'int8', 'int16', 'int32', 'float16', 'bfloat16'] as const;
export type Ct2Dtype = (typeof CT2_DTYPES)[number];

/** The binary versions this reader knows: 5 added aliases' order, 6 is today's. */
const SUPPORTED_VERSIONS = [5, 6];

export interface Ct2Variable {
  dims: number[];
  dtype: Ct2Dtype;
  data: Buffer;
}

export interface Ct2Model {
  spec: string;
  revision: number;
  variables: Map<string, Ct2Variable>;
}

export class Ct2FormatError extends Error {
  constructor(detail: string) {
    super(`Not a CTranslate2 model this reader knows: ${detail}`);
    this.name = 'Ct2FormatError';
  }
}

/** Reads model.bin's bytes; an alias is resolved to the variable it names. */
export function readCt2Model(bytes: Buffer): Ct2Model {
  let at = 0;
  const need = (count: number) => {
    if (at + count > bytes.length) throw new Ct2FormatError(`the file ends at byte ${at}`);
  };
  const u8 = () => (need(1), bytes.readUInt8(at++));
  const u16 = () => (need(2), (at += 2), bytes.readUInt16LE(at - 2));
  const u32 = () => (need(4), (at += 4), bytes.readUInt32LE(at - 4));
  // Strings carry their NUL terminator in the length.
  const string = () => {
    const length = u16();
    need(length);
    at += length;
    return bytes.toString('utf8', at - length, at - 1);
  };

  const version = u32();
  if (!SUPPORTED_VERSIONS.includes(version)) throw new Ct2FormatError(`binary version ${version}`);
  const spec = string();
  const revision = u32();
  const variables = new Map<string, Ct2Variable>();
  for (let count = u32(); count > 0; count--) {
    const name = string();
    const dims = Array.from({ length: u8() }, u32);
    const dtype = CT2_DTYPES[u8()];
    if (!dtype) throw new Ct2FormatError(`an unknown data type in ${name}`);
    const length = u32();
    need(length);
    variables.set(name, { dims, dtype, data: bytes.subarray(at, at + length) });
    at += length;
  }
  for (let count = u32(); count > 0; count--) {
    const alias = string();
    const target = variables.get(string());
    if (!target) throw new Ct2FormatError(`the alias ${alias} names no variable`);
    variables.set(alias, target);
  }
  return { spec, revision, variables };
}

/** Writes a model.bin (binary version 6); the converter's tests make their models with it. */
export function writeCt2Model(
  spec: string,
  revision: number,
  variables: Record<string, Ct2Variable>,
): Buffer {
  const parts: Buffer[] = [];
  const u8 = (value: number) => parts.push(Buffer.from([value]));
  const u16 = (value: number) => parts.push(Buffer.from(new Uint16Array([value]).buffer));
  const u32 = (value: number) => parts.push(Buffer.from(new Uint32Array([value]).buffer));
  const string = (value: string) => {
    const encoded = Buffer.from(`${value}\0`, 'utf8');
    u16(encoded.length);
    parts.push(encoded);
  };
  u32(6);
  string(spec);
  u32(revision);
  u32(Object.keys(variables).length);
  for (const [name, variable] of Object.entries(variables)) {
    string(name);
    u8(variable.dims.length);
    variable.dims.forEach(u32);
    u8(CT2_DTYPES.indexOf(variable.dtype));
    u32(variable.data.length);
    parts.push(variable.data);
  }
  u32(0);
  return Buffer.concat(parts);
}

/** A scalar variable's value (CTranslate2 keeps settings such as `num_heads` as variables). */
export function ct2Scalar(variable: Ct2Variable | undefined): number | null {
  if (!variable || variable.dims.length !== 0) return null;
  switch (variable.dtype) {
    case 'int8':
      return variable.data.readInt8(0);
    case 'int16':
      return variable.data.readInt16LE(0);
    case 'int32':
      return variable.data.readInt32LE(0);
    case 'float32':
      return variable.data.readFloatLE(0);
    default:
      return null;
  }
}
