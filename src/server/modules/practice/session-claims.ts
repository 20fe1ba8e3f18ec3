import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { deleteAbandonedLedgerEntries, renewLedgerClaim } from './practice-ledger-repository';

/*
 * A practice session admitted for an analysis in its request is claimed by that request
 * (practice_sessions.claimed_until) until a recording or a job takes it over. The request
 * renews the claim while it works; a claim left to run out belonged to a process that died
 * mid-analysis, and its session is given back (decision 166).
 */

export const claimUntil = (config: Pick<AppConfig, 'PRACTICE_CLAIM_SECONDS'>, now = Date.now()) =>
  new Date(now + config.PRACTICE_CLAIM_SECONDS * 1000);

/** Renews the claim on `entryId` a third of the way through it, until `stop()`. */
export function keepClaim(
  db: Database,
  config: Pick<AppConfig, 'PRACTICE_CLAIM_SECONDS'>,
  entryId: string,
) {
  const timer = setInterval(
    () => void renewLedgerClaim(db, entryId, claimUntil(config)).catch(() => {}),
    (config.PRACTICE_CLAIM_SECONDS * 1000) / 3,
  );
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/**
 * Gives back the sessions whose claim ran out: `everyClaim` at an embedded start, where no other
 * process can hold one. Returns how many.
 */
export function releaseAbandonedSessions(db: Database, options: { everyClaim: boolean }) {
  return deleteAbandonedLedgerEntries(db, options.everyClaim ? null : new Date());
}
