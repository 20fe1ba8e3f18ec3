import type { FrameObservation } from '@shared/body-language/observation';

/*
 * What the page and the body-language worker say to each other. Frames travel as
 * ImageBitmaps, transferred rather than copied; each answer names the frame it is for.
 */

export type ToAnalyzer =
  { type: 'load' } | { type: 'frame'; id: number; t: number; bitmap: ImageBitmap };

export type FromAnalyzer =
  | { type: 'ready' }
  | { type: 'load-failed'; message: string }
  | { type: 'observed'; id: number; observation: FrameObservation; ms: number }
  | { type: 'frame-failed'; id: number; message: string };
