import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes } from '@shared/api/contract';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser, signedInUser } from '../auth';
import { contractSchema } from '../../http/contract-schema';
import type { AuthContext } from '../auth';
import { requireCoach } from './assignment-policy';
import { closeAssignment } from './close-assignment';
import { createAssignment } from './create-assignment';
import { getAssignment } from './get-assignment';
import { listAssignments } from './list-assignments';
import { listClientAssignments } from './list-client-assignments';
import { updateAssignment } from './update-assignment';

const tags = ['coach'];

/**
 * Assignments (product rules R11.1, R11.2): coaches set speaking tasks; their clients list the
 * open ones.
 */
export const assignmentRoutes: FastifyPluginAsyncZod<AppDependencies> = async (app, deps) => {
  const db = deps.database.db;
  const context: AuthContext = { db, email: deps.email, config: deps.config };

  app.post(
    routes.createAssignment.path,
    {
      schema: contractSchema(routes.createAssignment, {
        tags,
        summary: 'Sets an assignment for some of the coach’s own clients, who are emailed',
      }),
    },
    async (request, reply) => {
      const coach = requireCoach(await signedInUser(request, db));
      const created = await createAssignment(context, { coach, input: request.body });
      return reply.code(201).send(created);
    },
  );

  app.get(
    routes.listCoachAssignments.path,
    {
      schema: contractSchema(routes.listCoachAssignments, {
        tags,
        summary: "The coach's assignments, newest first, with each client's status",
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return listAssignments(db, { coach });
    },
  );

  app.get(
    routes.getCoachAssignment.path,
    {
      schema: contractSchema(routes.getCoachAssignment, {
        tags,
        summary: "One of the coach's assignments with each client's submissions and figures",
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return getAssignment(db, { coach, assignmentId: request.params.id });
    },
  );

  app.patch(
    routes.updateAssignment.path,
    {
      schema: contractSchema(routes.updateAssignment, {
        tags,
        summary: 'Edits an assignment, or gives it to more of the coach’s clients',
        description:
          'Any of the fields of the creation, and `addClientIds`: clients added are emailed. ' +
          'A closed assignment cannot be edited (409 ASSIGNMENT_CLOSED); one past its due ' +
          'date can, to move the date.',
      }),
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
    routes.closeAssignment.path,
    {
      schema: contractSchema(routes.closeAssignment, {
        tags,
        summary: 'Closes an assignment: no more submissions; those made stay (idempotent)',
      }),
    },
    async (request) => {
      const coach = requireCoach(await signedInUser(request, db));
      return closeAssignment(db, { coach, assignmentId: request.params.id });
    },
  );

  app.get(
    routes.listClientAssignments.path,
    {
      schema: contractSchema(routes.listClientAssignments, {
        tags: ['practice'],
        summary:
          "The signed-in person's open assignments from their coach, soonest due first, with attempts left",
      }),
    },
    async (request) => listClientAssignments(db, { user: await requireUser(request, db) }),
  );
};
