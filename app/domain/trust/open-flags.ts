/**
 * A report waiting for an admin. Word for word the predicate of the index flags_open_per_user (migration 0005), which
 * flags.server.ts writes by. A module of its own: the fraud signals read open reports, and reporting reassesses a
 * listing's risk, so flags.server.ts and trust/fraud/ would otherwise import each other.
 */
export const OPEN_FLAG_STATUSES = ['PENDING', 'REVIEWED'] as const
