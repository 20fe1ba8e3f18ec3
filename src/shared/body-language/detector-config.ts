/*
 * The detector's settings (@vladmandic/human), one object for the browser and the worker, so
 * both run the same models the same way. Every frame is analysed in full: Human's frame
 * skipping and result caching are meant for live preview, and would make the numbers depend
 * on timing. The callers add where the models and the WASM files are.
 */
export const DETECTOR_CONFIG = {
  debug: false,
  backend: 'wasm',
  warmup: 'none',
  cacheSensitivity: 0,
  cacheModels: false,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { enabled: true, maxDetected: 1, minConfidence: 0.5, skipFrames: 0, skipTime: 0 },
    mesh: { enabled: true },
    iris: { enabled: true },
    emotion: { enabled: true, skipFrames: 0, skipTime: 0 },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
  },
  body: {
    enabled: true,
    modelPath: 'movenet-lightning.json',
    maxDetected: 1,
    minConfidence: 0.3,
    skipFrames: 0,
    skipTime: 0,
  },
  hand: {
    enabled: true,
    maxDetected: 2,
    minConfidence: 0.5,
    skipFrames: 0,
    skipTime: 0,
    landmarks: true,
    detector: { modelPath: 'handtrack.json' },
    skeleton: { modelPath: 'handlandmark-lite.json' },
  },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
} as const;

/** The model files the settings above load, served by the app from the package's models/. */
export const DETECTOR_MODELS = [
  'blazeface',
  'facemesh',
  'iris',
  'emotion',
  'movenet-lightning',
  'handtrack',
  'handlandmark-lite',
] as const;

/** Where the app serves the models and tfjs's WASM binaries to the browser. */
export const DETECTOR_MODEL_URL = '/models/human/';
export const DETECTOR_WASM_URL = '/models/tfjs-wasm/';

/** Frames are analysed at this width (height keeps the aspect), in the browser and the worker. */
export const ANALYSIS_FRAME_WIDTH = 640;
