/**
 * What a file is, by its first bytes rather than its declared type (decisions guide: uploads
 * are checked by content). Only containers ffmpeg reads and the product accepts are named.
 */
export type MediaContainer =
  'wav' | 'mp3' | 'ogg' | 'webm-mkv' | 'mp4-mov' | 'avi' | 'flv' | 'mpeg' | 'aac';

export const SNIFF_BYTES = 64;

const ascii = (bytes: Buffer, offset: number, text: string) =>
  bytes.subarray(offset, offset + text.length).toString('latin1') === text;

export function sniffMediaContainer(head: Buffer): MediaContainer | null {
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return 'avi';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return 'webm-mkv';
  }
  if (ascii(head, 4, 'ftyp') || ascii(head, 4, 'moov') || ascii(head, 4, 'mdat')) return 'mp4-mov';
  if (ascii(head, 4, 'wide') || ascii(head, 4, 'free') || ascii(head, 4, 'skip')) return 'mp4-mov';
  if (ascii(head, 0, 'FLV')) return 'flv';
  if (ascii(head, 0, 'ID3')) return 'mp3';
  if (
    head[0] === 0x00 &&
    head[1] === 0x00 &&
    head[2] === 0x01 &&
    (head[3] === 0xba || head[3] === 0xb3)
  ) {
    return 'mpeg';
  }
  // MPEG audio frame sync: 11 set bits, a layer (not 00); ADTS AAC has layer 00.
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) {
    return ((head[1] ?? 0) & 0x06) === 0 ? 'aac' : 'mp3';
  }
  return null;
}
