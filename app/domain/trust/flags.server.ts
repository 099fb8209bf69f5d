import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { REPORT_REASONS } from '#db/enums.ts'
import type { Viewer } from '../listings/visibility.server.ts'
import { requireFeedbackTarget } from './feedback-target.server.ts'
import { assessAfterChange } from './fraud/assess.server.ts'

export const REPORT_SIGN_IN_MESSAGE = 'You need to be signed in to report listings'

/** A report waiting for an admin (OPEN_FLAG_STATUSES): word for word the predicate of the index flags_open_per_user. */
const OPEN_PREDICATE = sql<boolean>`status IN ('PENDING', 'REVIEWED')`

/** A listing the viewer may report (404, 403 or 409 if not): the API checks it before it reads the fields. */
export function requireReportable(db: Database, { listingId, viewer }: { listingId: number; viewer: NonNullable<Viewer> }) {
	return requireFeedbackTarget(db, {
		listingId,
		viewer,
		ownMessage: 'You cannot report your own listing',
		notLiveMessage: 'Only published listings can be reported',
	})
}

/**
 * A signed-in user reports a listing they can see, not their own. One open report per user per listing: reporting it
 * again while the first is open updates that one (reason and description), in one upsert on the partial unique index,
 * so the moderation queue counts people, not clicks. Once an admin has settled it, a new report starts a new one.
 * The listing is then assessed again: reports raise its risk, and enough of them hide it (fraud/report-hiding.server.ts).
 */
export async function reportListing(
	db: Database,
	{
		listingId,
		viewer,
		reason,
		description,
	}: { listingId: number; viewer: NonNullable<Viewer>; reason: (typeof REPORT_REASONS)[number]; description: string },
) {
	await requireReportable(db, { listingId, viewer })
	const flag = await db
		.insertInto('flags')
		.values({ listing_id: listingId, user_id: viewer.id, reason, description })
		.onConflict((oc) =>
			oc.columns(['listing_id', 'user_id']).where(OPEN_PREDICATE).doUpdateSet({ reason, description, updated_at: new Date().toISOString() }),
		)
		.returning(['id', 'listing_id', 'user_id', 'reason', 'description', 'status', 'created_at', 'updated_at'])
		.executeTakeFirstOrThrow()
	await assessAfterChange(db, { listingId })
	return { flag, created: flag.updated_at === null }
}
