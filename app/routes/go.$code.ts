import { appContext } from '#app/context.ts'
import { redirect } from 'react-router'
import type { Route } from './+types/go.$code'
import { matchOfClick } from '#app/domain/alerts/links.server.ts'
import { recordAlertClick } from '#app/domain/alerts/responses.server.ts'

/** /go/{code}: the link in an alert email or SMS. Records the click, then opens the listing. */
export async function loader({ params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const matchId = matchOfClick(context.env, params.code)
	const listingId = matchId === null ? null : await recordAlertClick(context.db, { matchId })
	if (listingId === null) throw new Response('This link is not valid.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
	return redirect(`/listings/${listingId}`, { headers: { 'Cache-Control': 'no-store' } })
}
