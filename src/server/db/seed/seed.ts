import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays, startOfWeek, weekIndex } from '@shared/domain/calendar';
import type { Database } from '../client';
import { dailyPrompts, goalTemplates, weeklyChallenges } from '../schema';
import { DAILY_PROMPTS } from './daily-prompts';
import { GOAL_TEMPLATES } from './goal-templates';
import { WEEKLY_CHALLENGE_POOL } from './weekly-challenges';

/** How many challenges run in any one week (a judgement: enough choice, not a to-do list). */
export const CHALLENGES_PER_WEEK = 3;
export const CHALLENGE_DURATION_DAYS = 7;

/** The stored prompts, one line each as seedDailyPrompts writes them, hashed in the database. */
const storedPromptsDigest = sql<string | null>`md5(string_agg(
  ${dailyPrompts.dayNumber} || ':' || ${dailyPrompts.category} || ':' || ${dailyPrompts.promptText},
  E'\n' order by ${dailyPrompts.dayNumber}))`;

/**
 * Daily prompts by day number; re-running updates the text and adds nothing twice. When the
 * table already holds exactly these prompts (one digest compared) nothing is written: the
 * upsert of every prompt was a tenth of a warm start's CPU on PGlite (decision 190).
 */
export async function seedDailyPrompts(db: Database) {
  const rows = DAILY_PROMPTS.map((prompt, index) => ({
    dayNumber: index + 1,
    category: prompt.category,
    promptText: prompt.promptText,
  }));
  const wanted = createHash('md5')
    .update(rows.map((r) => `${r.dayNumber}:${r.category}:${r.promptText}`).join('\n'))
    .digest('hex');
  const [stored] = await db.select({ digest: storedPromptsDigest }).from(dailyPrompts);
  if (stored?.digest === wanted) return rows.length;
  await db
    .insert(dailyPrompts)
    .values(rows)
    .onConflictDoUpdate({
      target: dailyPrompts.dayNumber,
      set: { category: sql`excluded.category`, promptText: sql`excluded.prompt_text` },
    });
  return rows.length;
}

export async function seedGoalTemplates(db: Database) {
  await db
    .insert(goalTemplates)
    .values(
      GOAL_TEMPLATES.map((template) => ({
        ...template,
        targetValue: template.targetValue ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: goalTemplates.key,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        targetMetric: sql`excluded.target_metric`,
        targetType: sql`excluded.target_type`,
        expectedImprovement: sql`excluded.expected_improvement`,
        targetValue: sql`excluded.target_value`,
        motivationText: sql`excluded.motivation_text`,
        quickTip: sql`excluded.quick_tip`,
      },
    });
  return GOAL_TEMPLATES.length;
}

/** The pool entries that run in the week holding `date`: a fixed rotation through the pool. */
export function challengesForWeek(date: Date) {
  const first = (weekIndex(date) * CHALLENGES_PER_WEEK) % WEEKLY_CHALLENGE_POOL.length;
  return Array.from({ length: CHALLENGES_PER_WEEK }, (_, offset) => {
    const entry = WEEKLY_CHALLENGE_POOL[(first + offset) % WEEKLY_CHALLENGE_POOL.length];
    if (!entry) throw new Error('The weekly challenge pool is empty');
    return entry;
  });
}

/** Creates this week's and next week's challenges when they are missing; returns how many it added. */
export async function ensureWeeklyChallenges(db: Database, now: Date) {
  let created = 0;
  for (const weekStart of [startOfWeek(now), addDays(startOfWeek(now), 7)]) {
    const inserted = await db
      .insert(weeklyChallenges)
      .values(
        challengesForWeek(weekStart).map((entry) => ({
          challengeKey: entry.key,
          title: entry.title,
          description: entry.description,
          challengeType: entry.challengeType,
          targetMetric: entry.targetMetric,
          targetValue: entry.targetValue,
          rewardBadge: entry.rewardBadge,
          durationDays: CHALLENGE_DURATION_DAYS,
          startDate: weekStart,
          endDate: addDays(weekStart, CHALLENGE_DURATION_DAYS),
          isActive: true,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: weeklyChallenges.id });
    created += inserted.length;
  }
  return created;
}

export async function seedDatabase(db: Database, now = new Date()) {
  return {
    dailyPrompts: await seedDailyPrompts(db),
    goalTemplates: await seedGoalTemplates(db),
    weeklyChallenges: await ensureWeeklyChallenges(db, now),
  };
}
