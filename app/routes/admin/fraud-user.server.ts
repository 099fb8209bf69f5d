import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { computeTrustScore } from '#app/domain/trust/score.server.ts'
import { userInsightsWithTrust } from '#app/domain/trust/user-insights.server.ts'
import { TRUST_SCORE_FAILED, USER_INSIGHTS_FAILED } from '#app/domain/trust/fraud/texts.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { say } from '#app/i18n/words.ts'
import { pageId } from './fraud-case.server.ts'
import { answerWithToast } from './page-action.server.ts'

/**
 * A user's insights and trust score with its components (GET /api/admin/user-insights and /trust-score in one page),
 * the reasons and the timeline in the admin's language.
 */
export async function loadUserInsightsPage(request: Request, context: AppContext, admin: SessionUser, idParam: string | undefined) {
	const userId = pageId(idParam, 'User not found')
	try {
		return await userInsightsWithTrust(context.db, { userId, t: requestT(request, admin) })
	} catch (error) {
		if (error instanceof DomainError && error.status === 404) throw new Response(error.message, { status: 404 })
		console.error(`${USER_INSIGHTS_FAILED} (user ${userId}):`, error)
		throw new Response(USER_INSIGHTS_FAILED, { status: 500 })
	}
}

/** "Calculate trust score": computed again now, back to the page with the result in a toast in the admin's language. */
export async function userInsightsAction(request: Request, context: AppContext, admin: SessionUser, idParam: string | undefined) {
	const userId = pageId(idParam, 'User not found')
	requireIntent((await readForm(request)).get('intent'), ['trust'])
	return answerWithToast(request, context, {
		failed: TRUST_SCORE_FAILED,
		async perform() {
			const trust = await computeTrustScore(context.db, { userId })
			const t = requestT(request, admin)
			return {
				title: say({ text: 'Trust score calculated: {score}/100', vars: { score: trust.trustScore } }, t),
				description: say({ text: 'Level {level}', vars: { level: { text: trust.level, context: 'trust level' } } }, t),
				variant: 'success',
			}
		},
	})
}
