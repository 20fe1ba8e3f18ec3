import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Set on an operation whose body may be left out; taken off again in the finished document. */
const OPTIONAL_BODY = 'x-optional-body';

/**
 * Each route's zod schemas as JSON schema. @fastify/swagger marks every declared body
 * required; a route whose body schema also accepts no body at all is noted, so that the
 * document can say what the server accepts (documentRoutes below).
 */
export const describeRoute: SwaggerTransform = (route) => {
  const described = jsonSchemaTransform(route);
  // A route may have no schema at all, whatever the type says.
  const body: unknown = (route.schema as typeof route.schema | undefined)?.body;
  if (!(body instanceof z.ZodType) || !body.safeParse(undefined).success) return described;
  return { ...described, schema: { ...described.schema, [OPTIONAL_BODY]: true } };
};

/** The finished document: a body its route lets be left out is not required. */
export const documentRoutes: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  for (const pathItem of Object.values(document.openapiObject.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      if (typeof operation !== 'object' || operation === null || !(OPTIONAL_BODY in operation)) {
        continue;
      }
      const marked = operation as Record<string, unknown> & { requestBody?: object };
      delete marked[OPTIONAL_BODY];
      if (marked.requestBody) marked.requestBody = { ...marked.requestBody, required: false };
    }
  }
  return document.openapiObject;
};
