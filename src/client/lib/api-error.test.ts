import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NO_ANSWER,
  UNREADABLE_ANSWER,
  apiErrorFromAnswer,
  errorBody,
  errorFields,
  hasCode,
  hasStatus,
  isRetryable,
  networkError,
  parseApiError,
  serverMessage,
  timeoutError,
} from './api-error';

describe('an ApiError, built from the answer', () => {
  it("reads the server's status, code, message and fields", () => {
    const error = apiErrorFromAnswer(
      400,
      JSON.stringify({
        code: 'VALIDATION_FAILED',
        message: 'Please check the form',
        fields: { email: ['Please enter a valid email address', 'Too long'], count: [3], name: [] },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(error.message).toBe('Please check the form');
    // The server lists each field's messages; the field shows the first that is text.
    expect(errorFields(error)).toEqual({ email: 'Please enter a valid email address' });
    expect(hasCode(error, 'VALIDATION_FAILED')).toBe(true);
    expect(hasStatus(error, 400)).toBe(true);
  });

  it("keeps the body's details, such as a piece's expected number", () => {
    const error = apiErrorFromAnswer(
      409,
      '{"code":"PIECE_OUT_OF_ORDER","message":"x","expected":3}',
    );
    expect(errorBody(error)).toEqual({ code: 'PIECE_OUT_OF_ORDER', message: 'x', expected: 3 });
  });

  it('has no server message for a body that is not JSON, and a code for what it is', () => {
    const proxy = apiErrorFromAnswer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(proxy).toMatchObject({ status: 502, code: UNREADABLE_ANSWER, serverMessage: null });
    expect(proxy.message).toBe('502 Bad Gateway');
    expect(errorBody(proxy)).toBeNull();
    expect(serverMessage(apiErrorFromAnswer(400, '{"message":"   "}'))).toBeNull();
  });

  it("gives a JSON answer without a code the catalogue's code for its status", () => {
    expect(apiErrorFromAnswer(404, '{"message":"Not here"}').code).toBe('NOT_FOUND');
  });

  it('marks a call without an answer by a code of its own, and nothing else as an ApiError', () => {
    expect(networkError()).toMatchObject({ status: null, code: NO_ANSWER.network });
    expect(timeoutError()).toMatchObject({ status: null, code: NO_ANSWER.timeout });
    expect(parseApiError(new Error('429: {"message":"x"}'))).toEqual({
      status: null,
      message: null,
      code: null,
    });
    expect(serverMessage('nonsense')).toBeNull();
  });
});

describe('which failures are retried', () => {
  it('retries a lost connection and a gateway error only', () => {
    expect(isRetryable(networkError())).toBe(true);
    for (const status of [502, 503, 504]) {
      expect(isRetryable(apiErrorFromAnswer(status, ''))).toBe(true);
    }
  });

  it('never retries a refusal, a server error or a time-out', () => {
    // A 413 whose message mentions numbers that look like statuses is still a 413.
    const tooLong = apiErrorFromAnswer(
      413,
      '{"code":"RECORDING_TOO_LONG","message":"Maximum 500 minutes, 502 found, timeout"}',
    );
    expect(isRetryable(tooLong)).toBe(false);
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500]) {
      expect(isRetryable(apiErrorFromAnswer(status, '{"message":"x"}'))).toBe(false);
    }
    expect(isRetryable(timeoutError())).toBe(false);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(false);
  });
});
