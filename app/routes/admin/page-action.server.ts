import { pageUrl } from '#app/utils/data-request.ts'
import type { z } from 'zod'
import type { AppContext } from '#app/context.ts'
import { redirectWithToast, type Toast } from '#app/utils/toast.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { say } from '#app/i18n/words.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'

/**
 * The end of an admin page's form post, with or without JavaScript: a redirect back to the same page (same query)
 * with a toast saying what happened, or why not — the domain's refusal (in the admin's language), else the spec's
 * failure text.
 */
export async function answerWithToast(
	request: Request,
	context: AppContext,
	{ failed, perform }: { failed: string; perform: () => Promise<Toast> },
) {
	const url = pageUrl(request.url)
	const back = `${url.pathname}${url.search}`
	try {
		return redirectWithToast(back, await perform(), context.env)
	} catch (error) {
		if (error instanceof Response) throw error
		const description = error instanceof DomainError ? say(error.words, requestT(request, await getUser(request, context))) : failed
		if (!(error instanceof DomainError)) console.error(`${failed} (${url.pathname}):`, error)
		return redirectWithToast(back, { title: 'Error', description, variant: 'error' }, context.env)
	}
}

/** A refusal of the form's zod schema: its first message, as the domain would say it. */
export function firstIssue(error: z.ZodError) {
	return new DomainError(error.issues[0]?.message ?? 'Please check the form', 400)
}
