import type { Database } from '#db/database.ts'
import { detectionAccuracy } from '../trust/fraud/detection-accuracy.server.ts'
import { platformAnalytics } from './analytics.server.ts'
import type { Period } from './period.ts'

/**
 * The Analytics tab and GET /api/admin/analytics: the platform's figures and the fraud detector's measured accuracy
 * (fraudDetectionAccuracy: its precision in percent, null until admins have decided on what it flagged).
 */
export async function analyticsOverview(db: Database, { period }: { period: Period }) {
	const [analytics, fraudDetection] = await Promise.all([platformAnalytics(db, { period }), detectionAccuracy(db, { period })])
	return { ...analytics, fraudDetectionAccuracy: fraudDetection.precision, fraudDetection }
}
