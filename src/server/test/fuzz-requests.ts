/*
 * Malformed requests made from the app's own OpenAPI document, for the fuzz test: every
 * operation gets bad path parameters, bad query strings, bad JSON bodies and bad multipart
 * bodies. Generation is seeded, so a failure names a request that the next run repeats.
 */

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** What was done to the request, for the failure message. */
  label: string;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}

export interface OpenApiOperation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodySchema: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodySchema: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/** mulberry32: small, fast and the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Random = ReturnType<typeof seededRandom>;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const VALID_UUID = '0b7c5c1e-4a7b-4f64-9a51-8f7e9b1d2c3a';

/** Raw, already percent-encoded path segments and query values that must all be refused. */
const BAD_URL_PARTS = [
  '%00',
  'abc%00def',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%zz',
  '%C0%AF',
  '..%2F..%2Fetc%2Fpasswd',
  'a'.repeat(5000),
  '%F0%9F%98%80',
  '-1',
  '1e309',
  'null',
  '%20',
  VALID_UUID.toUpperCase(),
  `${VALID_UUID}%00`,
];

/** Values that break a field's type or text rules. */
const BAD_VALUES: readonly unknown[] = [
  '\u0000',
  'name\u0000',
  '\ud800',
  'x\udfffy',
  'x'.repeat(100_000),
  '',
  ' ',
  -1,
  0,
  1e308,
  true,
  null,
  [],
  ['\u0000'],
  {},
  { '\u0000': 'key' },
  { $where: '1' },
  '__proto__',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '😀'.repeat(1000),
];

/** A body that satisfies the schema's shape as far as a generator can tell. */
function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (choice) return sample(choice, depth + 1);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          sample(value, depth + 1),
        ]),
      );
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return VALID_UUID;
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'fuzz text';
    default:
      return null;
  }
}

const json = { 'content-type': 'application/json' };
const BOUNDARY = 'fuzzboundary';
const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** Whole bodies that are wrong whatever the route expects. */
function badBodies(random: Random): Omit<FuzzRequest, 'method' | 'path'>[] {
  const many = Array.from({ length: 40 }, (_, i) => part(`field${i}`, 'x')).join('');
  return [
    { label: 'truncated JSON', headers: json, body: '{"email": "a@b.c", "pass' },
    { label: 'JSON with a raw NUL', headers: json, body: '{"name": "a\u0000b"}' },
    { label: 'empty JSON body', headers: json, body: '' },
    { label: 'JSON array body', headers: json, body: '[1,2,3]' },
    { label: 'JSON string body', headers: json, body: '"\\ud800"' },
    { label: 'deeply nested JSON', headers: json, body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    {
      label: 'invalid UTF-8 in JSON',
      headers: json,
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe]),
    },
    { label: 'XML', headers: { 'content-type': 'application/xml' }, body: '<a>1</a>' },
    { label: 'text', headers: { 'content-type': 'text/plain' }, body: '\u0000\ud800' },
    {
      label: 'form-encoded garbage',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=%E0%A4%A&b=%00&%zz',
    },
    {
      label: 'multipart without a boundary',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
    },
    {
      label: 'unterminated multipart',
      headers: multipart,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\nabc`,
    },
    {
      label: 'multipart with too many fields',
      headers: multipart,
      body: `${many}--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart field with a NUL',
      headers: multipart,
      body: `${part('practicePrompt', 'a\u0000b')}--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart field over its size limit',
      headers: multipart,
      body: `${part('bodyLanguage', 'x'.repeat(2 * 1024 * 1024 + 10))}--${BOUNDARY}--\r\n`,
    },
    {
      label: 'multipart file with a garbage header',
      headers: multipart,
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="\u0000.wav"\r\nContent-Type: \u0000\r\n\r\n${'\u0000'.repeat(64)}\r\n--${BOUNDARY}--\r\n`,
    },
    {
      label: 'oversized JSON',
      headers: json,
      body: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 1) }),
    },
    { label: 'random bytes as JSON', headers: json, body: randomBytes(random, 64) },
  ];
}

function randomBytes(random: Random, length: number) {
  return Uint8Array.from({ length }, () => Math.floor(random() * 256));
}

function fillPath(operation: OpenApiOperation, bad?: { name: string; raw: string }) {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    bad && bad.name === name ? bad.raw : VALID_UUID,
  );
}

/** The malformed requests for one operation. */
export function fuzzRequestsFor(operation: OpenApiOperation, random: Random): FuzzRequest[] {
  const { method } = operation;
  const requests: FuzzRequest[] = [];
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  const validBody = operation.bodySchema ? JSON.stringify(sample(operation.bodySchema)) : undefined;
  const bodyInit = hasBody && validBody ? { headers: json, body: validBody } : { headers: {} };

  for (const name of operation.pathParams) {
    for (const raw of [
      pick(random, BAD_URL_PARTS),
      pick(random, BAD_URL_PARTS),
      '%00',
      '%E0%A4%A',
    ]) {
      requests.push({
        method,
        path: fillPath(operation, { name, raw }),
        ...bodyInit,
        label: `path ${name}=${raw.slice(0, 40)}`,
      });
    }
  }
  const queryNames = [...operation.queryParams, 'unexpected'];
  for (let i = 0; i < 3; i += 1) {
    const name = pick(random, queryNames);
    const raw = pick(random, BAD_URL_PARTS);
    requests.push({
      method,
      path: `${fillPath(operation)}?${name}=${raw}&${name}=second`,
      ...bodyInit,
      label: `query ${name}=${raw.slice(0, 40)}`,
    });
  }
  if (!hasBody) return requests;

  const base = sample(operation.bodySchema ?? undefined);
  const fields =
    base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : ['anything'];
  for (const field of fields) {
    for (const value of [pick(random, BAD_VALUES), pick(random, BAD_VALUES), '\u0000', '\ud800']) {
      const body = { ...(base as Record<string, unknown>), [field]: value };
      requests.push({
        method,
        path: fillPath(operation),
        headers: json,
        body: JSON.stringify(body),
        label: `body ${field}=${JSON.stringify(value).slice(0, 40)}`,
      });
    }
    const { [field]: _missing, ...rest } = (base ?? {}) as Record<string, unknown>;
    requests.push({
      method,
      path: fillPath(operation),
      headers: json,
      body: JSON.stringify(rest),
      label: `body without ${field}`,
    });
  }
  for (const bad of badBodies(random)) {
    requests.push({ method, path: fillPath(operation), ...bad });
  }
  return requests;
}
