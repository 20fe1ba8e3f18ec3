import { describe, expect, it } from 'vitest';
import { errorBody, hasStatus, parseApiError, serverMessage } from './api-error';

describe('reading failed calls', () => {
  it("reads the server's message, code and status", () => {
    const error = new Error('429: {"message":"Too many attempts.","code":"RATE_LIMITED"}');
    expect(parseApiError(error)).toEqual({
      status: 429,
      message: 'Too many attempts.',
      code: 'RATE_LIMITED',
    });
    expect(hasStatus(error, 429)).toBe(true);
  });

  it('gives no message for bodies that are not JSON, or calls that never got an answer', () => {
    expect(serverMessage(new Error('502: <html>Bad gateway</html>'))).toBeNull();
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverMessage(new Error('400: {"message":"   "}'))).toBeNull();
    expect(parseApiError('nonsense').status).toBeNull();
  });

  it("reads the details an error code carries, such as a piece's expected number", () => {
    const error = new Error('409: {"code":"PIECE_OUT_OF_ORDER","message":"x","expected":3}');
    expect(errorBody(error)).toEqual({ code: 'PIECE_OUT_OF_ORDER', message: 'x', expected: 3 });
    expect(errorBody(new Error('502: <html></html>'))).toBeNull();
    expect(errorBody(new TypeError('Failed to fetch'))).toBeNull();
  });
});
