import type { AppArgs } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'

/**
 * What every form on a listing (its page, or the home page's dialog) hands its handler. A module of its own, so the
 * handlers and their table (actions.server.ts) need not import each other.
 */
export type ListingActionArgs = AppArgs & { form: FormData; listingId: number; viewer: SessionUser | null }
