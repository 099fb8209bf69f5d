import type { Database } from '#db/database.ts'
import type { Env } from '../../env.server.ts'
import { deleteExpiredSessions } from '../accounts/sessions.server.ts'
import { forgetOldLoginAttempts } from '../limits/login-throttle.server.ts'
import { forgetOldRateLimits } from '../limits/rate-limits.server.ts'
import { sweepOrphanUploads } from '../photos/uploads.server.ts'
import { sweepAbandonedForms } from '#app/utils/multipart.server.ts'
import { mpesaGatewayFor } from '../payments/initiate.server.ts'
import { settleStalePayments } from '../payments/settle.server.ts'
import { endFeaturedPeriods, expirePublishedListings, warnExpiringListings } from '../listings/jobs.server.ts'
import { sendQueuedMail } from '../notify/mail-sender.server.ts'
import { sendQueuedSms } from '../notify/sms/send-sms.server.ts'
import { expireOffers } from '../offers/expire-offers.server.ts'
import { deleteExpiredRecommendations } from '../recommendations/stored.server.ts'
import { forgetOldSearchChanges } from '../search/local-index/change-log.server.ts'
import { sendAlertMatches } from '../alerts/hourly-matches.server.ts'
import { sendAlertDigests, sendInstantAlerts } from '../alerts/matching.server.ts'
import { forgetIdleGuestChats } from '../chat/conversations.server.ts'
import { sweepFraud } from '../trust/fraud/sweep.server.ts'
import { forgetOldSignIns } from '../trust/fraud/device-sign-ins.server.ts'
import { backfillPhotoHashes } from '../trust/fraud/photo-hash-backfill.server.ts'

const MINUTE = 60_000

/** The background work server.ts schedules. */
export function maintenanceJobs({ db, env }: { db: Database; env: Env }) {
	return [
		// Sign-ins per device go with the sessions: kept 30 days, for the fraud signal's 7.
		{ name: 'expired-sessions', everyMs: 60 * MINUTE, run: () => deleteExpiredSessions(db).then(() => forgetOldSignIns(db)) },
		{ name: 'login-throttle', everyMs: 5 * MINUTE, run: () => forgetOldLoginAttempts(db) },
		{ name: 'rate-limits', everyMs: 60 * MINUTE, run: () => forgetOldRateLimits(db) },
		{ name: 'idle-guest-chats', everyMs: 60 * MINUTE, run: () => forgetIdleGuestChats(db) },
		{ name: 'orphan-uploads', everyMs: 60 * MINUTE, run: () => sweepOrphanUploads(db, { uploadsDir: env.UPLOADS_DIR }).then(() => sweepAbandonedForms({ uploadsDir: env.UPLOADS_DIR })) },
		{ name: 'expire-listings', everyMs: 15 * MINUTE, run: () => expirePublishedListings(db, { env }) },
		{ name: 'warn-expiring-listings', everyMs: 60 * MINUTE, run: () => warnExpiringListings(db, { env }) },
		{ name: 'expire-offers', everyMs: 15 * MINUTE, run: () => expireOffers(db, { env }) },
		{ name: 'end-featured', everyMs: 15 * MINUTE, run: () => endFeaturedPeriods(db) },
		{ name: 'fraud-sweep', everyMs: 15 * MINUTE, run: () => sweepFraud(db) },
		{ name: 'photo-hashes', everyMs: 15 * MINUTE, run: () => backfillPhotoHashes(db, { uploadsDir: env.UPLOADS_DIR }) },
		// Every 20 s (checked every 5 s): an instant alert's email or SMS is out within seconds.
		{ name: 'send-mail', everyMs: 20_000, run: () => sendQueuedMail(db, { env }) },
		{ name: 'send-sms', everyMs: 20_000, run: () => sendQueuedSms(db, { env }) },
		{ name: 'search-changes', everyMs: 60 * MINUTE, run: () => forgetOldSearchChanges(db) },
		{ name: 'expired-recommendations', everyMs: 60 * MINUTE, run: () => deleteExpiredRecommendations(db) },
		{ name: 'alert-matches', everyMs: 60 * MINUTE, run: () => sendAlertMatches(db, { env }) },
		// Checked every 2 s: an instant alert leaves within seconds of the listing's publication.
		{ name: 'instant-alerts', everyMs: 8_000, run: () => sendInstantAlerts(db, { env }) },
		{ name: 'alert-digests', everyMs: 15 * MINUTE, run: () => sendAlertDigests(db, { env }) },
		{ name: 'stale-payments', everyMs: env.MPESA_QUERY_AFTER_MS / 2, run: () => settleStalePayments(db, { env, gateway: mpesaGatewayFor({ db, env }) }) },
	]
}
