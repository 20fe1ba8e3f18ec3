import { describe, expect, it } from 'vitest';
import { createProgressTracker } from './job-progress';

/** A clock the test moves by hand. */
function manualClock() {
  let ms = 0;
  return { now: () => ms, advance: (seconds: number) => (ms += seconds * 1000) };
}

/**
 * A 3-minute upload on a slow machine: decoding, then seven whisper chunks of 30 s of work
 * each while the voice is listened to, then the measures. Snapshots every 2 s, as the job
 * writes them; returns each snapshot with its time.
 */
function slowUpload(chunkSeconds = 30) {
  const clock = manualClock();
  const tracker = createProgressTracker({ mediaSeconds: 180, now: clock.now });
  const shots: Array<{ at: number; percent: number; label: string; secondsLeft: number }> = [];
  const watch = (seconds: number) => {
    for (let t = 0; t < seconds; t += 2) {
      clock.advance(2);
      shots.push({ at: clock.now() / 1000, ...tracker.snapshot() });
    }
  };
  tracker.report('decoding', 0);
  watch(2);
  tracker.report('decoding', 1);
  tracker.report('speakers', 0, 0.15);
  tracker.report('transcribing', 0, 1 / 7);
  for (let chunk = 1; chunk <= 7; chunk += 1) {
    // The voice is listened to meanwhile, on the other core: its windows report as they go.
    if (chunk === 1) tracker.report('speakers', 0.5);
    for (let part = 1; part <= 2; part += 1) {
      watch(chunkSeconds / 2);
      if (chunk <= 2) tracker.report('speakers', 0.5 + (0.5 * ((chunk - 1) * 2 + part)) / 4);
    }
    tracker.report('transcribing', chunk / 7, chunk < 7 ? (chunk + 1) / 7 : undefined);
  }
  tracker.report('measuring', 0);
  watch(4);
  tracker.report('measuring', 1);
  shots.push({ at: clock.now() / 1000, ...tracker.snapshot() });
  return shots;
}

describe('an analysis job’s progress', () => {
  // A chunk in 3 s is this machine idle; 60 s is twenty times slower than the first estimate.
  it.each([3, 30, 60])(
    'moves at least every 10 s while the work goes on, and never goes back (%i s a chunk)',
    (chunkSeconds) => {
      const shots = slowUpload(chunkSeconds);
      let lastChange = 0;
      for (let i = 1; i < shots.length; i += 1) {
        const [before, now] = [shots[i - 1]!, shots[i]!];
        expect(now.percent).toBeGreaterThanOrEqual(before.percent);
        if (now.percent > before.percent) lastChange = now.at;
        expect(now.at - lastChange).toBeLessThanOrEqual(10);
      }
      expect(shots.at(-1)!.percent).toBe(99);
    },
  );

  it('never runs ahead of the engine’s next chunk', () => {
    const clock = manualClock();
    const tracker = createProgressTracker({
      mediaSeconds: 180,
      now: clock.now,
      transcribed: false,
    });
    tracker.report('decoding', 1);
    tracker.report('transcribing', 0, 1 / 7);
    clock.advance(600);
    // Ten minutes on the first chunk: the bar waits below its end, not at the step's end.
    const stuck = tracker.snapshot();
    tracker.report('transcribing', 1 / 7, 2 / 7);
    const after = tracker.snapshot();
    expect(after.percent).toBeGreaterThan(stuck.percent);
  });

  it('says which step runs, with the audio transcribed so far', () => {
    const clock = manualClock();
    const tracker = createProgressTracker({ mediaSeconds: 180, now: clock.now });
    tracker.report('decoding', 0);
    expect(tracker.snapshot().label).toBe('Reading your recording');
    tracker.report('decoding', 1);
    tracker.report('speakers', 0, 0.15);
    tracker.report('transcribing', 0, 1 / 3);
    clock.advance(10);
    tracker.report('transcribing', 1 / 3, 2 / 3);
    expect(tracker.snapshot().label).toBe('Transcribing your speech: 1:00 of 3:00');
    tracker.report('transcribing', 1);
    expect(tracker.snapshot().label).toBe('Telling voices apart');
    tracker.report('speakers', 1);
    tracker.report('measuring', 0);
    expect(tracker.snapshot().label).toBe('Measuring pace, fillers, clarity and confidence');
  });

  it('re-estimates the time left from the speed it measures', () => {
    const fast = slowUpload(3);
    const slow = slowUpload(30);
    // Halfway through each, the slow run expects several times the fast one's wait.
    const halfway = (shots: typeof fast) => shots.find((shot) => shot.percent >= 50)!;
    expect(halfway(slow).secondsLeft).toBeGreaterThan(halfway(fast).secondsLeft * 4);
    // And the estimate is close to what was left: 3.5 chunks of 30 s, and the measures.
    expect(halfway(slow).secondsLeft).toBeGreaterThan(80);
    expect(halfway(slow).secondsLeft).toBeLessThan(160);
  });

  it('starts a resumed run where the bar stood', () => {
    const tracker = createProgressTracker({ mediaSeconds: 60, fromPercent: 40, now: () => 0 });
    tracker.report('decoding', 0);
    expect(tracker.snapshot().percent).toBe(40);
  });

  it('gives a live session, whose words are there, no transcription step', () => {
    const clock = manualClock();
    const tracker = createProgressTracker({
      mediaSeconds: 60,
      transcribed: true,
      withVideo: true,
      now: clock.now,
    });
    tracker.report('decoding', 1);
    tracker.report('speakers', 1);
    tracker.report('measuring', 1);
    // The frames are nearly all the work left.
    expect(tracker.snapshot().percent).toBeLessThanOrEqual(5);
    tracker.report('bodyLanguage', 0.5);
    expect(tracker.snapshot().label).toBe('Analysing body language');
    expect(tracker.snapshot().percent).toBeGreaterThan(45);
  });
});
