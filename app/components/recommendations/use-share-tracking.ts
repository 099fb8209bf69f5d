import { useRouteLoaderData } from 'react-router'
import type { SharePlatform } from '#app/domain/recommendations/track-schema.ts'

/**
 * Records a signed-in user's share of a listing (POST /api/recommendations/track, spec 1 §7) without holding up the
 * share itself: `keepalive` lets the request finish while the share opens another app. Nothing for visitors.
 */
export function useShareTracking(listingId: number | undefined) {
	const signedIn = Boolean(useRouteLoaderData<{ user: unknown }>('root')?.user)
	return (platform: SharePlatform) => {
		if (!signedIn || listingId === undefined) return
		fetch('/api/recommendations/track', {
			method: 'POST',
			keepalive: true,
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ listingId, actionType: 'SHARE', metadata: JSON.stringify({ platform }) }),
		}).catch(() => {
			// Tracking is best effort: a share that could not be counted is still a share.
		})
	}
}
