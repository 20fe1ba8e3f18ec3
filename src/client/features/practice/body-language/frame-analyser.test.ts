import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameObservation } from '@shared/body-language/observation';
import type { FromAnalyser, ToAnalyser } from './analyser-messages';
import { createFrameAnalyser } from './frame-analyser';

const observation: FrameObservation = { t: 1.5, luma: 90, face: null, body: null, hands: [] };

function fakeWorker() {
  const posted: { message: ToAnalyser; transfer?: Transferable[] }[] = [];
  const worker = {
    onmessage: null as ((event: MessageEvent<FromAnalyser>) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage: vi.fn((message: ToAnalyser, transfer?: Transferable[]) => {
      posted.push({ message, transfer });
    }),
    terminate: vi.fn(),
  };
  const reply = (message: FromAnalyser) =>
    worker.onmessage?.({ data: message } as MessageEvent<FromAnalyser>);
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
    const analyser = createFrameAnalyser(() => fake.worker)!;
    expect(fake.posted[0]?.message).toEqual({ type: 'load' });
    expect(analyser.isReady()).toBe(false);
    fake.reply({ type: 'ready' });
    await expect(analyser.ready).resolves.toBe(true);

    const frame = bitmap();
    const answer = analyser.analyse(frame, 1.5);
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
    const analyser = createFrameAnalyser(() => fake.worker)!;
    fake.reply({ type: 'ready' });
    const answer = analyser.analyse(bitmap(), 0.5);
    fake.reply({ type: 'frame-failed', id: 1, message: 'boom' });
    await expect(answer).resolves.toBeNull();
  });

  it('gives up for good when the models cannot load', async () => {
    const fake = fakeWorker();
    const analyser = createFrameAnalyser(() => fake.worker)!;
    fake.reply({ type: 'load-failed', message: '404 /models/human/blazeface.json' });
    await expect(analyser.ready).resolves.toBe(false);
    expect(fake.worker.terminate).toHaveBeenCalled();
    const frame = bitmap();
    await expect(analyser.analyse(frame, 0.5)).resolves.toBeNull();
    expect(frame.close).toHaveBeenCalled();
  });

  it('settles frames still out when it is terminated', async () => {
    const fake = fakeWorker();
    const analyser = createFrameAnalyser(() => fake.worker)!;
    fake.reply({ type: 'ready' });
    const answer = analyser.analyse(bitmap(), 0.5);
    analyser.terminate();
    await expect(answer).resolves.toBeNull();
    expect(fake.worker.terminate).toHaveBeenCalled();
    expect(analyser.isReady()).toBe(false);
  });

  it('is null when the worker cannot start', () => {
    expect(
      createFrameAnalyser(() => {
        throw new Error('no workers here');
      }),
    ).toBeNull();
  });
});
