/** Words the reset page shows itself: kept apart from the zod schemas so the page's browser code stays free of zod. */
export const INVALID_RESET_LINK = 'Invalid reset link. Please request a new password reset.'

/** The reset link's page asks an account whose number was removed (squatting.server.ts) for a number of its own. */
export const NEW_PHONE_NEEDED = 'Your phone number was removed from this account. Enter a number of your own to sign in with.'
