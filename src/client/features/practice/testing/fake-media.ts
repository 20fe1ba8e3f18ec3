import { vi } from 'vitest';

/*
 * A fake microphone, camera and MediaRecorder for recorder tests. Tests decide what
 * getUserMedia answers, which formats the recorder supports, and when it delivers data.
 */

export class FakeTrack {
  stopped = false;
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
}

export class FakeStream {
  constructor(public tracks: FakeTrack[]) {}
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  removeTrack(track: FakeTrack) {
    this.tracks = this.tracks.filter((candidate) => candidate !== track);
  }
}

type FakeMediaOptions = {
  /** Answers getUserMedia; by default it grants whatever is asked for. */
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<FakeStream>;
  supportedTypes?: string[];
  /** Bytes the recorder delivers when it stops; 0 delivers nothing. */
  finalChunkBytes?: number;
  /** Makes the recorder refuse to be built with these options. */
  rejectRecorder?: (options: MediaRecorderOptions) => boolean;
};

export function grantAll(constraints: MediaStreamConstraints): Promise<FakeStream> {
  const tracks = [new FakeTrack('audio')];
  if (constraints.video) tracks.push(new FakeTrack('video'));
  return Promise.resolve(new FakeStream(tracks));
}

export function installFakeMedia(options: FakeMediaOptions = {}) {
  const {
    getUserMedia = grantAll,
    supportedTypes = ['audio/webm;codecs=opus', 'audio/webm', 'video/webm'],
    finalChunkBytes = 2_048,
    rejectRecorder = () => false,
  } = options;
  const recorders: FakeMediaRecorder[] = [];
  const streams: FakeStream[] = [];
  const handedOut: FakeTrack[] = [];

  class FakeMediaRecorder {
    state: RecordingState = 'inactive';
    mimeType: string;
    timeslice: number | undefined;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;

    static isTypeSupported(type: string) {
      return supportedTypes.includes(type);
    }

    constructor(
      readonly stream: FakeStream,
      readonly options: MediaRecorderOptions = {},
    ) {
      if (rejectRecorder(options)) throw new Error('Codec not supported');
      this.mimeType = options.mimeType ?? 'audio/webm';
      recorders.push(this);
    }

    start(timeslice?: number) {
      this.state = 'recording';
      this.timeslice = timeslice;
    }

    /** Delivers a chunk, as the browser does every timeslice. */
    emit(bytes: number, reportedSize = bytes) {
      const data = new Blob([new Uint8Array(bytes)], { type: this.mimeType });
      if (reportedSize !== bytes) Object.defineProperty(data, 'size', { value: reportedSize });
      this.ondataavailable?.({ data });
    }

    stop() {
      if (this.state === 'inactive') return;
      this.state = 'inactive';
      if (finalChunkBytes > 0) this.emit(finalChunkBytes);
      queueMicrotask(() => this.onstop?.());
    }
  }

  const getUserMediaMock = vi.fn(async (constraints: MediaStreamConstraints) => {
    const stream = await getUserMedia(constraints);
    streams.push(stream);
    handedOut.push(...stream.tracks);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: getUserMediaMock },
  });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  return {
    recorders,
    streams,
    getUserMedia: getUserMediaMock,
    /** Every track handed out, so a test can check they were all released. */
    allTracks: () => [...handedOut],
    uninstall: () => Reflect.deleteProperty(navigator, 'mediaDevices'),
  };
}

export type FakeMedia = ReturnType<typeof installFakeMedia>;

/**
 * Media elements in jsdom never load anything. This makes any <audio> or <video> given a
 * source report `durationSeconds` from its metadata, or fail to load when it is null.
 */
export function stubMediaMetadata(durationSeconds: number | null): void {
  const prototype = HTMLMediaElement.prototype;
  const source = Object.getOwnPropertyDescriptor(prototype, 'src');
  vi.spyOn(prototype, 'load').mockImplementation(() => {});
  vi.spyOn(prototype, 'duration', 'get').mockReturnValue(durationSeconds ?? Number.NaN);
  vi.spyOn(prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement, value) {
    source?.set?.call(this, value);
    if (!value) return;
    queueMicrotask(() =>
      this.dispatchEvent(new Event(durationSeconds === null ? 'error' : 'loadedmetadata')),
    );
  });
}
