/** The Fraud tab's failure texts (spec 2 §8) and case words; zod-free, for the admin pages. */
export const ANALYSIS_FAILED = 'Analysis Failed'
export const CASE_CREATION_FAILED = 'Case Creation Failed'
export const CASE_UPDATE_FAILED = 'Failed to update case'
export const USER_INSIGHTS_FAILED = 'Failed to Load User Insights'
export const TRUST_SCORE_FAILED = 'Trust Score Calculation Failed'

/** Spec 2 §7: the Fraud tab polls its alerts every 30 s and its cases every 60 s; the page reloads both at 30 s. */
export const FRAUD_POLL_MS = 30_000
