/** Words the reset page shows itself: kept apart from the zod schemas so the page's browser code stays free of zod. */
export const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.'
