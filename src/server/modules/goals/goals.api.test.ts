import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '@shared/api/request-text';
import { goalTemplateListSchema } from '@shared/goals/schemas';
import { goals } from '../../db/schema';
import { errorMessage, postJson, signUpAndVerify } from '../../test/auth-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let templates: ReturnType<typeof goalTemplateListSchema.parse>;
beforeAll(async () => {
  server = await startTestServer();
  templates = goalTemplateListSchema.parse(
    await (await server.request('/api/goal-templates')).json(),
  );
});
afterAll(() => server?.close());

const select = (json: unknown, session?: string) =>
  postJson(server, '/api/goals/select', json, session);

describe('GET /api/goal-templates', () => {
  it('lists every template with its texts, for guests too', () => {
    expect(templates.length).toBeGreaterThanOrEqual(7);
    for (const template of templates) {
      expect(template.motivationText.length).toBeGreaterThan(10);
      expect(template.quickTip.length).toBeGreaterThan(10);
    }
  });
});

const NO_TEMPLATE = '00000000-0000-4000-8000-000000000000';

describe('POST /api/goals/select', () => {
  it('needs a signed-in user, with the wording of product rules R8.15', async () => {
    const response = await select({ templateId: templates[0]?.id, category: 'practice' });
    expect(await errorMessage(response, 401)).toBe(
      'Please sign in to set and track your speaking goals.',
    );
  });

  it.each([
    [{ category: 'practice' }, 'Goal template is required'],
    [{ templateId: '', category: 'practice' }, 'Goal template is required'],
    [{ templateId: 'x', category: 'practice' }, 'That goal template does not exist.'],
    [{ templateId: 'x\u0000', category: 'practice' }, UNSAFE_TEXT_MESSAGE],
    [{ templateId: NO_TEMPLATE }, 'Speaking context is required'],
    [{ templateId: NO_TEMPLATE, category: 'meeting' }, 'Speaking context is required'],
  ])('rejects %j with its validation message', async (body, message) => {
    const account = await signUpAndVerify(server);
    expect(await errorMessage(await select(body, account.session), 400)).toBe(message);
  });

  it('answers 404 for a template that does not exist', async () => {
    const account = await signUpAndVerify(server);
    const response = await select(
      { templateId: NO_TEMPLATE, category: 'practice' },
      account.session,
    );
    expect(response.status).toBe(404);
  });

  it('takes goals chosen at once one after the other: each 200, one active goal', async () => {
    const account = await signUpAndVerify(server);
    const chosen = templates.slice(0, 5);
    const answers = await Promise.all(
      chosen.map((template) =>
        select({ templateId: template.id, category: 'practice' }, account.session),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(chosen.map(() => 200));
    const active = await server.db
      .select()
      .from(goals)
      .where(and(eq(goals.userId, account.user.id), eq(goals.isActive, true)));
    expect(active).toHaveLength(1);
    const all = await server.db.select().from(goals).where(eq(goals.userId, account.user.id));
    expect(all).toHaveLength(chosen.length);
  });

  it('makes the chosen template the one active goal, replacing an earlier one', async () => {
    const account = await signUpAndVerify(server);
    const [first, second] = templates;
    const one = await select({ templateId: first?.id, category: 'practice' }, account.session);
    expect(one.status).toBe(200);
    const body = await one.json();
    expect(body.goal).toMatchObject({
      title: first?.title,
      isActive: true,
      milestoneLevel: 'none',
    });
    expect(body.message).toBe(`Goal selected: ${first?.title}`);

    await select({ templateId: second?.id, category: 'practice' }, account.session);
    const active = await server.db
      .select()
      .from(goals)
      .where(and(eq(goals.userId, account.user.id), eq(goals.isActive, true)));
    expect(active.map((goal) => goal.title)).toEqual([second?.title]);
  });
});
