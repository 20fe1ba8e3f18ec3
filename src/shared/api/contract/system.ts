import {
  adminCreatedAccountSchema,
  adminStatsSchema,
  createCoachRequestSchema,
  createUserRequestSchema,
} from '../../admin/schemas';
import { contactRequestSchema, contactResponseSchema } from '../../contact/schemas';
import {
  outboxMailListSchema,
  outboxQuerySchema,
  practiceHistoryRequestSchema,
  practiceHistoryResponseSchema,
  temporaryUserRequestSchema,
  temporaryUserResponseSchema,
} from '../../dev/schemas';
import { healthResponseSchema, queueProbeResponseSchema } from '../health';
import { defineCachedRoute, defineRoute } from '../route';

const ADMIN_ONLY = ['UNAUTHENTICATED', 'ADMIN_REQUIRED'] as const;

/**
 * The server's health, the administrators' routes, the contact form, and the development
 * helpers. Those answer only where development tools are on, and only to this machine (404
 * elsewhere).
 */
export const SYSTEM_ROUTES = {
  /** 200 when healthy, 503 with the same body when degraded. */
  getHealth: defineRoute({
    method: 'GET',
    path: '/api/health',
    response: healthResponseSchema,
    unavailable: healthResponseSchema,
    codes: [],
  }),
  probeQueue: defineRoute({
    method: 'POST',
    path: '/api/health/queue',
    response: queueProbeResponseSchema,
    codes: [...ADMIN_ONLY, 'SERVICE_UNAVAILABLE'],
  }),

  getAdminStats: defineCachedRoute({
    method: 'GET',
    path: '/api/admin/stats',
    response: adminStatsSchema,
    codes: ADMIN_ONLY,
  }),
  createCoach: defineRoute({
    method: 'POST',
    path: '/api/admin/create-coach',
    body: createCoachRequestSchema,
    response: adminCreatedAccountSchema,
    codes: [...ADMIN_ONLY, 'CONFLICT'],
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/api/admin/create-user',
    body: createUserRequestSchema,
    response: adminCreatedAccountSchema,
    codes: [...ADMIN_ONLY, 'CONFLICT'],
  }),

  sendContactMessage: defineRoute({
    method: 'POST',
    path: '/api/contact',
    body: contactRequestSchema,
    response: contactResponseSchema,
    codes: [],
  }),

  listOutboxMails: defineRoute({
    method: 'GET',
    path: '/api/dev/outbox',
    query: outboxQuerySchema,
    response: outboxMailListSchema,
    codes: ['NOT_FOUND'],
  }),
  createTemporaryUser: defineRoute({
    method: 'POST',
    path: '/api/dev/temporary-user',
    body: temporaryUserRequestSchema,
    response: temporaryUserResponseSchema,
    codes: ['NOT_FOUND', 'CONFLICT'],
  }),
  createPracticeHistory: defineRoute({
    method: 'POST',
    path: '/api/dev/practice-history',
    body: practiceHistoryRequestSchema,
    response: practiceHistoryResponseSchema,
    codes: ['NOT_FOUND', 'UNAUTHENTICATED'],
  }),
};
