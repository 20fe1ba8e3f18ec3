import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '@shared/api/request-messages';
import { UNSAFE_TEXT_MESSAGE } from '@shared/api/request-text';
import { signedInUser } from '../test/recording-helpers';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Bytes straight onto a socket: requests fetch refuses to send. */
function rawRequest(bytes: string) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    let answer = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
    });
  });
}

const json = async (response: Response) => ({
  status: response.status,
  body: await response.json(),
});

describe('malformed requests get a 4xx with { message, code }', () => {
  it('answers headers over the limit with 431, before the app sees them', async () => {
    const answer = await rawRequest(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toEqual({
      status: 431,
      body: { message: REQUEST_MESSAGES.headersTooLarge, code: 'HEADERS_TOO_LARGE' },
    });
  });

  it('answers a request without Host with 400 and a body saying so', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer).toEqual({
      status: 400,
      body: { code: 'BAD_REQUEST', message: REQUEST_MESSAGES.missingHost },
    });
  });

  it('answers an Expect other than 100-continue with 417 and a body saying so', async () => {
    const answer = await rawRequest(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nExpect: 999-bogus\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(answer).toEqual({
      status: 417,
      body: { code: 'EXPECTATION_FAILED', message: REQUEST_MESSAGES.expectationFailed },
    });
    // And goes on answering everyone else.
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
  });

  it('answers a cookie with a byte HTTP forbids with 400', async () => {
    const answer = await rawRequest(
      'GET /api/auth/me HTTP/1.1\r\nHost: x\r\nCookie: a=\x01b\r\n\r\n',
    );
    expect(answer).toEqual({
      status: 400,
      body: { message: REQUEST_MESSAGES.badHttp, code: 'BAD_REQUEST' },
    });
  });

  it('refuses paths and queries that do not percent-decode', async () => {
    const refused = {
      status: 400,
      body: { message: REQUEST_MESSAGES.badUrl, code: 'BAD_REQUEST' },
    };
    expect(await json(await server.request('/api/recordings/%E0%A4%A'))).toEqual(refused);
    expect(await json(await server.request('/api/recordings/%ED%A0%80'))).toEqual(refused);
    expect(await json(await server.request('/no/such/page/%'))).toEqual(refused);
    expect(await json(await server.request('/api/dev/outbox?to=%E0%A4%A'))).toEqual(refused);
    const long = await json(await server.request(`/api/recordings/${'a'.repeat(500)}`));
    expect(long).toEqual({
      status: 414,
      body: { message: REQUEST_MESSAGES.uriTooLong, code: 'URI_TOO_LONG' },
    });
  });

  it('refuses NUL and unpaired surrogates in query, params and body with 400 VALIDATION_FAILED', async () => {
    const query = await json(await server.request('/api/dev/outbox?to=%00'));
    expect(query).toEqual({
      status: 400,
      body: {
        message: UNSAFE_TEXT_MESSAGE,
        code: 'VALIDATION_FAILED',
        fields: { to: [UNSAFE_TEXT_MESSAGE] },
      },
    });
    const body = await json(
      await server.request('/api/auth/signin', {
        method: 'POST',
        json: { email: 'a@b.co', password: 'x\ud800' },
      }),
    );
    expect(body.status).toBe(400);
    expect(body.body.fields).toEqual({ password: [UNSAFE_TEXT_MESSAGE] });
    const { session } = await signedInUser(server);
    const param = await server.request('/api/subscription/confirm', {
      method: 'POST',
      session,
      json: { sessionId: 'cs_\u0000' },
    });
    expect((await json(param)).body.code).toBe('VALIDATION_FAILED');
  });

  it('maps Fastify’s body errors to shared codes', async () => {
    const post = (type: string, body: string) =>
      server.request('/api/auth/signin', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    expect(await json(await post('application/json', '{"email":'))).toEqual({
      status: 400,
      body: { message: REQUEST_MESSAGES.invalidJson, code: 'BAD_REQUEST' },
    });
    expect(await json(await post('application/xml', '<a/>'))).toEqual({
      status: 415,
      body: {
        message: REQUEST_MESSAGES.unsupportedType('application/xml'),
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
    });
    expect(
      (await json(await post('application/json', `"${'x'.repeat(1024 * 1024)}"`))).body.code,
    ).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/transcribe with a broken multipart body', () => {
  const upload = async (contentType: string, body: string) => {
    const { session } = await signedInUser(server);
    return json(
      await server.request('/api/transcribe', {
        method: 'POST',
        session,
        headers: { 'content-type': contentType },
        body,
      }),
    );
  };
  const field = (name: string, value: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  it('answers 400 without a boundary, and for a body cut short', async () => {
    const bad = {
      status: 400,
      body: { message: REQUEST_MESSAGES.badMultipart, code: 'BAD_REQUEST' },
    };
    expect(await upload('multipart/form-data', 'x')).toEqual(bad);
    expect(
      await upload(
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc',
      ),
    ).toEqual(bad);
  });

  it('answers 413 for too many fields or a field over its limit', async () => {
    const tooLarge = {
      status: 413,
      body: { message: REQUEST_MESSAGES.multipartTooLarge, code: 'PAYLOAD_TOO_LARGE' },
    };
    const many = Array.from({ length: 30 }, (_, i) => field(`f${i}`, 'x')).join('');
    expect(await upload('multipart/form-data; boundary=b', `${many}--b--\r\n`)).toEqual(tooLarge);
    const big = field('bodyLanguage', 'x'.repeat(2 * 1024 * 1024 + 1));
    expect(await upload('multipart/form-data; boundary=b', `${big}--b--\r\n`)).toEqual(tooLarge);
  });
});
