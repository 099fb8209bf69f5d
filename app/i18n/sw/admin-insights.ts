import type { Messages } from '../translate.ts'

/** Swahili of the admin's figures: Analytics (and its charts), System Health, Reports and Moderation Logs. */
export const adminInsights: Messages = {}
