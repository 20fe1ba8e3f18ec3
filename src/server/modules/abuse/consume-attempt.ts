import { createHash } from 'node:crypto';
import {
  RATE_LIMITS,
  rateLimitedMessage,
  type RateLimitName,
  type RateLimitWindow,
} from '@shared/abuse/rate-limits';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decrementCounter, incrementCounter } from './rate-limit-repository';

export interface AttemptSubjects {
  /** `email:<address>` before sign-in, `user:<id>` after; null when no account is known. */
  account: string | null;
  /** The client's address, as Fastify reads it (X-Forwarded-For only with TRUST_PROXY). */
  address: string;
}

export interface AttemptTicket {
  /** Gives the attempt back: called when it succeeded and the rule counts only failures. */
  refund(): Promise<void>;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

function refused(expiresAt: Date, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), {
    retryAfterSeconds,
  });
}

/**
 * Counts one attempt at `rule` against the client's address and then the account, and
 * refuses it (429, with the wait) when either is over its limit. A window opens at the
 * first attempt and lasts the rule's length, so a lock-out ends that long after it began.
 * `addressScale` multiplies the per-address limits (RATE_LIMIT_ADDRESS_SCALE).
 */
export async function consumeAttempt(
  db: Database,
  options: { rule: RateLimitName; subjects: AttemptSubjects; addressScale: number; now?: Date },
): Promise<AttemptTicket> {
  const rule = RATE_LIMITS[options.rule];
  const now = options.now ?? new Date();
  const counted: Array<{ key: string; windowStart: Date }> = [];

  const checks: Array<{ key: string; limit: RateLimitWindow }> = [
    {
      key: `${options.rule}:address:${hash(options.subjects.address)}`,
      limit: {
        max: Math.max(1, Math.round(rule.address.max * options.addressScale)),
        windowMs: rule.address.windowMs,
      },
    },
  ];
  if (rule.account && options.subjects.account) {
    checks.push({
      key: `${options.rule}:account:${hash(options.subjects.account)}`,
      limit: rule.account,
    });
  }

  for (const { key, limit } of checks) {
    const counter = await incrementCounter(db, { key, now, windowMs: limit.windowMs });
    counted.push({ key, windowStart: counter.windowStart });
    if (counter.count > limit.max) throw refused(counter.expiresAt, now);
  }

  return {
    async refund() {
      if (rule.counts !== 'failures') return;
      for (const window of counted) await decrementCounter(db, window);
    },
  };
}
