import type { z } from 'zod';
import { apiRequest, type HttpMethod, type RequestOptions } from './api';

/**
 * Sends a call through the request module and checks the answer against the
 * shared response schema, so screens only ever see the documented shape.
 */
export async function requestJson<T>(
  method: HttpMethod,
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await apiRequest(method, path, body, options);
  const data: unknown = await response.json();
  return schema.parse(data);
}
