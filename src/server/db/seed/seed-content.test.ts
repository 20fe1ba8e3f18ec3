import { describe, it, expect } from 'vitest';
import { GOAL_TARGET_METRICS } from '@shared/domain/enums';
import { DAILY_PROMPTS, DAILY_PROMPT_CATEGORIES } from './daily-prompts';
import { GOAL_TEMPLATES } from './goal-templates';
import { WEEKLY_CHALLENGE_POOL } from './weekly-challenges';

const normalise = (text: string) => text.trim().toLowerCase();

const SCORE_METRICS = new Set(['pace_score', 'filler_score', 'clarity_score', 'confidence_score']);

describe('daily prompts', () => {
  it('has a prompt for every day of the year', () => {
    expect(DAILY_PROMPTS.length).toBeGreaterThanOrEqual(365);
  });

  it('never repeats a prompt', () => {
    const texts = DAILY_PROMPTS.map((prompt) => normalise(prompt.promptText));
    const duplicates = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(duplicates).toEqual([]);
  });

  it('uses every category at least 25 times', () => {
    for (const category of DAILY_PROMPT_CATEGORIES) {
      const count = DAILY_PROMPTS.filter((prompt) => prompt.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(25);
    }
  });

  it('only uses known categories', () => {
    const known = new Set<string>(DAILY_PROMPT_CATEGORIES);
    for (const prompt of DAILY_PROMPTS) expect(known.has(prompt.category)).toBe(true);
  });

  it('keeps every prompt between 30 and 240 characters', () => {
    const outOfRange = DAILY_PROMPTS.filter(
      (prompt) => prompt.promptText.length < 30 || prompt.promptText.length > 240,
    );
    expect(outOfRange).toEqual([]);
  });

  it('never shows the same category on consecutive days', () => {
    for (let day = 1; day < DAILY_PROMPTS.length; day += 1) {
      expect(DAILY_PROMPTS[day]?.category).not.toBe(DAILY_PROMPTS[day - 1]?.category);
    }
  });

  it('writes prompts as clean text, without numbering or curly quotes', () => {
    for (const { promptText } of DAILY_PROMPTS) {
      expect(promptText).toBe(promptText.trim());
      expect(promptText).not.toMatch(/^\d+[.)]/);
      expect(promptText).not.toMatch(/[\u2018\u2019\u201c\u201d]/);
    }
  });
});

describe('goal templates', () => {
  it('offers at least one template for every target metric', () => {
    for (const metric of GOAL_TARGET_METRICS) {
      expect(
        GOAL_TEMPLATES.some((template) => template.targetMetric === metric),
        metric,
      ).toBe(true);
    }
  });

  it('has unique keys', () => {
    const keys = GOAL_TEMPLATES.map((template) => template.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses kebab-case keys', () => {
    for (const { key } of GOAL_TEMPLATES) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills in every text field', () => {
    for (const template of GOAL_TEMPLATES) {
      const { key, title, description, category, motivationText, quickTip } = template;
      for (const text of [key, title, description, category, motivationText, quickTip]) {
        expect(text.trim().length, `${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('uses an integer expectedImprovement between 1 and 100', () => {
    for (const { key, expectedImprovement } of GOAL_TEMPLATES) {
      expect(Number.isInteger(expectedImprovement), key).toBe(true);
      expect(expectedImprovement, key).toBeGreaterThanOrEqual(1);
      expect(expectedImprovement, key).toBeLessThanOrEqual(100);
    }
  });

  it('measures fillers as a reduction and pace as a range', () => {
    for (const template of GOAL_TEMPLATES) {
      if (template.targetMetric === 'filler_reduction') {
        expect(template.targetType).toBe('reduction');
      }
      if (template.targetMetric === 'pace') expect(template.targetType).toBe('range');
    }
  });
});

describe('weekly challenge pool', () => {
  it('has at least 12 challenges', () => {
    expect(WEEKLY_CHALLENGE_POOL.length).toBeGreaterThanOrEqual(12);
  });

  it('has unique kebab-case keys', () => {
    const keys = WEEKLY_CHALLENGE_POOL.map((challenge) => challenge.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills in every text field', () => {
    for (const { key, title, description, rewardBadge } of WEEKLY_CHALLENGE_POOL) {
      for (const text of [key, title, description, rewardBadge]) {
        expect(text.trim().length, key).toBeGreaterThan(0);
      }
    }
  });

  it('uses positive targets, with score targets no higher than 10', () => {
    for (const { key, targetMetric, targetValue } of WEEKLY_CHALLENGE_POOL) {
      expect(targetValue, key).toBeGreaterThan(0);
      if (SCORE_METRICS.has(targetMetric)) expect(targetValue, key).toBeLessThanOrEqual(10);
    }
  });

  it('pairs each challenge type with a metric it can measure', () => {
    for (const { key, challengeType, targetMetric } of WEEKLY_CHALLENGE_POOL) {
      if (challengeType === 'score_threshold' || challengeType === 'metric_average') {
        expect(SCORE_METRICS.has(targetMetric), key).toBe(true);
      }
      if (challengeType === 'streak') expect(targetMetric, key).toBe('practice_days');
      if (challengeType === 'session_count') {
        expect(['sessions', 'minutes_spoken'], key).toContain(targetMetric);
      }
    }
  });

  it('states the target value in the description', () => {
    for (const { key, description, targetValue } of WEEKLY_CHALLENGE_POOL) {
      expect(description, key).toContain(String(targetValue));
    }
  });
});
