/**
 * What a file is, by its first bytes rather than its declared type (product rules R5.25:
 * uploads are checked by content; decision 94). Only containers ffmpeg reads and the product
 * accepts are named.
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

/** The type each container is served as; `video` when the probe found a picture. */
const CONTENT_TYPES: Record<MediaContainer, { audio: string; video: string }> = {
  wav: { audio: 'audio/wav', video: 'audio/wav' },
  mp3: { audio: 'audio/mpeg', video: 'audio/mpeg' },
  aac: { audio: 'audio/aac', video: 'audio/aac' },
  ogg: { audio: 'audio/ogg', video: 'video/ogg' },
  'webm-mkv': { audio: 'audio/webm', video: 'video/webm' },
  'mp4-mov': { audio: 'audio/mp4', video: 'video/mp4' },
  avi: { audio: 'video/x-msvideo', video: 'video/x-msvideo' },
  flv: { audio: 'video/x-flv', video: 'video/x-flv' },
  mpeg: { audio: 'video/mpeg', video: 'video/mpeg' },
};

const SERVABLE_TYPES = new Set(Object.values(CONTENT_TYPES).flatMap((t) => [t.audio, t.video]));

/**
 * The type to store and serve for a file, from its content: never the type the client
 * declared, which could be text/html or a script (product rules R7.22: media is served with
 * the type found from its content; decision 94).
 */
export function mediaContentType(container: MediaContainer, video: boolean): string {
  return CONTENT_TYPES[container][video ? 'video' : 'audio'];
}

/**
 * What a stored type may be served as: one of ours, or bytes. Rows stored before types came
 * from the content may hold whatever a client declared.
 */
export function servableContentType(stored: string | null | undefined): string {
  return stored && SERVABLE_TYPES.has(stored) ? stored : 'application/octet-stream';
}

/** A file extension for a servable type, for the download's name. */
export function extensionOf(type: string): string {
  const subtype = type.split('/')[1] ?? 'bin';
  return (
    {
      mpeg: type.startsWith('audio') ? 'mp3' : 'mpg',
      'x-msvideo': 'avi',
      'x-flv': 'flv',
      'octet-stream': 'bin',
    }[subtype] ?? subtype
  );
}
