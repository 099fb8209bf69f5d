import type { AppLoadContext } from 'react-router'
import { requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { computeTrustScore } from '#app/domain/fraud/trust-score.server.ts'
import { userInsightsWithTrust } from '#app/domain/fraud/user-insights.server.ts'
import { TRUST_SCORE_FAILED, USER_INSIGHTS_FAILED } from '#app/domain/fraud/fraud-texts.ts'
import { pageId } from './fraud-case.server.ts'
import { answerWithToast } from './page-action.server.ts'

/** A user's insights and trust score with its components (GET /api/admin/user-insights and /trust-score in one page). */
export async function loadUserInsightsPage(context: AppLoadContext, idParam: string | undefined) {
	const userId = pageId(idParam, 'User not found')
	try {
		return await userInsightsWithTrust(context.db, { userId })
	} catch (error) {
		if (error instanceof DomainError && error.status === 404) throw new Response(error.message, { status: 404 })
		console.error(`${USER_INSIGHTS_FAILED} (user ${userId}):`, error)
		throw new Response(USER_INSIGHTS_FAILED, { status: 500 })
	}
}

/** "Calculate trust score": computed again now, back to the page with the result in a toast. */
export async function userInsightsAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
	const userId = pageId(idParam, 'User not found')
	requireIntent((await readForm(request)).get('intent'), ['trust'])
	return answerWithToast(request, context, {
		failed: TRUST_SCORE_FAILED,
		async perform() {
			const trust = await computeTrustScore(context.db, { userId })
			return { title: `Trust score calculated: ${trust.trustScore}/100`, description: `Level ${trust.level}`, variant: 'success' }
		},
	})
}
