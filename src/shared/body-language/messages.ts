/** User-facing texts of the body-language analysis that the server sends. */
export const BODY_LANGUAGE_MESSAGES = {
  /**
   * POST /api/transcribe's answer (400) when a live video's `bodyLanguage` field is not JSON
   * or not the samples' shape. One sentence for every flaw: the details would mean nothing to
   * the person recording.
   */
  invalidSamples: 'The body-language samples are not valid.',
} as const;
