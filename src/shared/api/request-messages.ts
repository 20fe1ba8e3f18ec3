/**
 * What the server answers when a request is malformed at the HTTP level, before any route's
 * own rules apply. Clients seldom show these: they mean a bug or a hand-made request.
 */
export const REQUEST_MESSAGES = {
  badUrl: 'The address is not valid: it has malformed percent-encoding.',
  uriTooLong: 'The address is too long.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty, but its content type says JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedType: (type: string) => `Requests of type ${type || '(none)'} are not accepted here.`,
  badHttp: 'The request is not valid HTTP.',
  missingHost: 'The request has no Host header, which HTTP/1.1 requires.',
  expectationFailed: 'The server cannot meet the Expect header: only 100-continue is supported.',
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  badMultipart: 'The upload is not a valid multipart form.',
  multipartTooLarge: 'The upload has too many parts or a form field that is too large.',
} as const;
