/**
 * A grade of system health: each figure's (system-health.server.ts) and the snapshots kept of them
 * (health-history.server.ts, which system-health.server.ts writes to; hence a module of its own).
 */
export type Health = 'HEALTHY' | 'WARNING' | 'CRITICAL'
