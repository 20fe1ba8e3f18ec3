/** What http/ and jobs/ may use of the abuse counters. */
export { consumeAttempt, type AttemptTicket } from './consume-attempt';
export { deleteExpiredCounters } from './rate-limit-repository';
