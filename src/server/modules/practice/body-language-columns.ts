import type { BodyLanguageAnalysis } from '@shared/body-language/metrics';
import type { BodyLanguageFields } from '@shared/body-language/schemas';
import { type NewRecording } from '../recordings';

/**
 * The body-language fields of a recording row, from one video's analysis. The status (ok,
 * no face, low light) is not a column of its own: it travels in the metadata.
 */
export function bodyLanguageColumns(analysis: BodyLanguageAnalysis) {
  return {
    postureScore: analysis.postureScore,
    eyeContactPercentage: analysis.eyeContactPercentage,
    gestureVariety: analysis.gestureVariety,
    movementScore: analysis.movementScore,
    facialExpressiveness: analysis.facialExpressiveness,
    bodyLanguageConfidence: analysis.bodyLanguageConfidence,
    visualAnalysisMetadata: analysis.visualAnalysisMetadata,
  } satisfies BodyLanguageFields & Partial<NewRecording>;
}
