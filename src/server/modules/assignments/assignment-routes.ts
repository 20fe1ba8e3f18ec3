import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignmentIdParamsSchema,
  clientAssignmentListSchema,
  coachAssignmentDetailSchema,
  coachAssignmentListSchema,
  coachAssignmentSchema,
  createAssignmentRequestSchema,
  updateAssignmentRequestSchema,
} from '@shared/assignments/schemas';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser, signedInUser } from '../auth';
import { errorResponses } from '../../http/error-responses';
import type { AuthContext } from '../auth';
import { requireCoach } from './assignment-policy';
import { closeAssignment } from './close-assignment';
import { createAssignment } from './create-assignment';
import { getAssignment } from './get-assignment';
import { listAssignments } from './list-assignments';
import { listClientAssignments } from './list-client-assignments';
import { updateAssignment } from './update-assignment';

const tags = ['coach'];
/** Every coach route: a guest is asked to sign in, anyone but a coach is refused. */
const COACH_ERRORS = ['UNAUTHENTICATED', 'FORBIDDEN'] as const;

/**
 * Assignments (product rules R11.1, R11.2): coaches set speaking tasks; their clients list the
 * open ones.
 */
export const assignmentRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const context: AuthContext = { db, email: deps.email, config: deps.config };

  app.post(
    '/api/coach/assignments',
    {
      schema: {
        tags,
        summary: 'Sets an assignment for some of the coach’s own clients, who are emailed',
        body: createAssignmentRequestSchema,
        response: {
          201: coachAssignmentSchema,
          ...errorResponses(...COACH_ERRORS, 'VALIDATION_FAILED', 'NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const coach = requireCoach(await signedInUser(request, db));
      const created = await createAssignment(context, { coach, input: request.body });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/coach/assignments',
    {
      schema: {
        tags,
        summary: "The coach's assignments, newest first, with each client's status",
        response: { 200: coachAssignmentListSchema, ...errorResponses(...COACH_ERRORS) },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return listAssignments(db, { coach });
    },
  );

  app.get(
    '/api/coach/assignments/:id',
    {
      schema: {
        tags,
        summary: "One of the coach's assignments with each client's submissions and figures",
        params: assignmentIdParamsSchema,
        response: {
          200: coachAssignmentDetailSchema,
          ...errorResponses(...COACH_ERRORS, 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return getAssignment(db, { coach, assignmentId: request.params.id });
    },
  );

  app.patch(
    '/api/coach/assignments/:id',
    {
      schema: {
        tags,
        summary: 'Edits an assignment, or gives it to more of the coach’s clients',
        description:
          'Any of the fields of the creation, and `addClientIds`: clients added are emailed. ' +
          'A closed assignment cannot be edited (409 ASSIGNMENT_CLOSED); one past its due ' +
          'date can, to move the date.',
        params: assignmentIdParamsSchema,
        body: updateAssignmentRequestSchema,
        response: {
          200: coachAssignmentSchema,
          ...errorResponses(...COACH_ERRORS, 'VALIDATION_FAILED', 'NOT_FOUND', 'ASSIGNMENT_CLOSED'),
        },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return updateAssignment(context, {
        coach,
        assignmentId: request.params.id,
        input: request.body,
      });
    },
  );

  app.post(
    '/api/coach/assignments/:id/close',
    {
      schema: {
        tags,
        summary: 'Closes an assignment: no more submissions; those made stay (idempotent)',
        params: assignmentIdParamsSchema,
        response: {
          200: coachAssignmentSchema,
          ...errorResponses(...COACH_ERRORS, 'NOT_FOUND'),
        },
      },
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return closeAssignment(db, { coach, assignmentId: request.params.id });
    },
  );

  app.get(
    '/api/assignments',
    {
      schema: {
        tags: ['practice'],
        summary:
          "The signed-in person's open assignments from their coach, soonest due first, with attempts left",
        response: { 200: clientAssignmentListSchema, ...errorResponses('UNAUTHENTICATED') },
      },
    },
    async (request) => listClientAssignments(db, { user: await requireUser(request, db) }),
  );
};
