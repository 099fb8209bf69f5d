import type { Messages } from '../translate.ts'

/** Swahili of the admin's fraud pages: the alerts and cases of /admin/fraud, a case, a user's insights, the evidence. */
export const adminFraud: Messages = {}
