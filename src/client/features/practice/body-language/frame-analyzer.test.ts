import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameObservation } from '@shared/body-language/observation';
import type { FromAnalyzer, ToAnalyzer } from './analyzer-messages';
import { createFrameAnalyzer } from './frame-analyzer';

const observation: FrameObservation = { t: 1.5, luma: 90, face: null, body: null, hands: [] };

function fakeWorker() {
  const posted: { message: ToAnalyzer; transfer?: Transferable[] }[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<FromAnalyzer>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: vi.fn((message: ToAnalyzer, transfer?: Transferable[]) => {
      posted.push({ message, transfer });
    }),
    terminate: vi.fn(),
  };
  const reply = (message: FromAnalyzer) =>
    worker.onmessage?.({ data: message } as MessageEvent<FromAnalyzer>);
  return { worker, posted, reply };
}

const bitmap = () => ({ close: vi.fn() }) as unknown as ImageBitmap;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the frame analyser', () => {
  it('loads the detector, then hands frames over and returns what was seen', async () => {
    const fake = fakeWorker();
    const analyzer = createFrameAnalyzer(() => fake.worker)!;
    expect(fake.posted[0]?.message).toEqual({ type: 'load' });
    expect(analyzer.isReady()).toBe(false);
    fake.reply({ type: 'ready' });
    await expect(analyzer.ready).resolves.toBe(true);

    const frame = bitmap();
    const answer = analyzer.analyze(frame, 1.5);
    const sent = fake.posted[1]!;
    expect(sent.message).toMatchObject({ type: 'frame', t: 1.5, bitmap: frame });
    // Transferred, not copied.
    expect(sent.transfer).toEqual([frame]);
    const id = sent.message.type === 'frame' ? sent.message.id : -1;
    fake.reply({ type: 'observed', id, observation, ms: 130 });
    await expect(answer).resolves.toEqual({ observation, ms: 130 });
  });

  it('answers null for a frame the detector failed on', async () => {
    const fake = fakeWorker();
    const analyzer = createFrameAnalyzer(() => fake.worker)!;
    fake.reply({ type: 'ready' });
    const answer = analyzer.analyze(bitmap(), 0.5);
    fake.reply({ type: 'frame-failed', id: 1, message: 'boom' });
    await expect(answer).resolves.toBeNull();
  });

  it('gives up for good when the models cannot load', async () => {
    const fake = fakeWorker();
    const analyzer = createFrameAnalyzer(() => fake.worker)!;
    fake.reply({ type: 'load-failed', message: '404 /models/human/blazeface.json' });
    await expect(analyzer.ready).resolves.toBe(false);
    expect(fake.worker.terminate).toHaveBeenCalled();
    const frame = bitmap();
    await expect(analyzer.analyze(frame, 0.5)).resolves.toBeNull();
    expect(frame.close).toHaveBeenCalled();
  });

  it('settles frames still out when it is terminated', async () => {
    const fake = fakeWorker();
    const analyzer = createFrameAnalyzer(() => fake.worker)!;
    fake.reply({ type: 'ready' });
    const answer = analyzer.analyze(bitmap(), 0.5);
    analyzer.terminate();
    await expect(answer).resolves.toBeNull();
    expect(fake.worker.terminate).toHaveBeenCalled();
    expect(analyzer.isReady()).toBe(false);
  });

  it('is null when the worker cannot start', () => {
    expect(
      createFrameAnalyzer(() => {
        throw new Error('no workers here');
      }),
    ).toBeNull();
  });
});
