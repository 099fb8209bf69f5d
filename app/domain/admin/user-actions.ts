/** What the Users section offers and says (spec 2 §2, §5, §8, §9); zod-free, so the page's client code may import it. */

export const BULK_ACTIONS = ['VERIFY', 'SUSPEND', 'UNSUSPEND', 'SEND_WARNING'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
	VERIFY: 'Verify',
	SUSPEND: 'Suspend',
	UNSUSPEND: 'Un-suspend',
	SEND_WARNING: 'Send warning',
}

/** These change what a user may do or are sent to them: the admin says why. */
export const NEEDS_REASON: readonly BulkAction[] = ['SUSPEND', 'SEND_WARNING']

export const USER_STATUSES = ['ACTIVE', 'SUSPENDED'] as const
export type UserStatus = (typeof USER_STATUSES)[number]

export const USER_STATUS_LABELS: Record<UserStatus, string> = { ACTIVE: 'Active', SUSPENDED: 'Suspended' }

export const NO_USERS_SELECTED = 'No Users Selected'
export const SELECT_USERS = 'Please select users to perform bulk action'
export const BULK_ACTION_FAILED = 'Bulk Action Failed'
export const REASON_NEEDED = 'Please give a reason: the user is told it'

export const MAX_BULK_TARGETS = 100
export const USERS_PAGE_SIZE = 25
/** The users list is polled every 30 s while it is on screen (spec 2 §9). */
export const USERS_POLL_MS = 30_000
