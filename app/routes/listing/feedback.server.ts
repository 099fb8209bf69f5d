import { data } from 'react-router'
import type { z } from 'zod'
import { DomainError } from '#app/domain/domain-error.ts'
import { parseForm } from '#app/utils/forms.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { signInFirst } from '#app/utils/sign-in-first.server.ts'
import { redirectWithToast, type Toast } from '#app/utils/toast.server.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import type { FeedbackForm, FeedbackReply } from '#app/components/listing-feedback.tsx'
import type { ListingActionArgs } from './action-args.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

/**
 * Rate and Report on a listing: the form's fields checked with the schema the API uses, then the domain's rule. Done,
 * back to the page the form was on (the listing page, or the home page's dialog: its `back` field) with the spec's
 * toast, the new state loaded there. Refused, the form again with the message and what was typed (a failure of ours:
 * the spec's "Failed to submit ..."). Signed out, to log in and back with `?do=<form>`.
 */
export async function feedbackAction<S extends z.ZodType<Record<string, unknown>>>(
	{ request, context, form, listingId, viewer }: ListingActionArgs,
	{
		intent,
		schema,
		signInMessage,
		done,
		failure,
		submit,
	}: {
		intent: FeedbackForm
		schema: S
		signInMessage: string
		done: Toast
		/** The spec's fallback when something unexpected went wrong (logged). */
		failure: string
		submit: (input: { viewer: SessionUser; fields: z.output<S> }) => Promise<unknown>
	},
) {
	const back = safeRedirect(form.get('back'), `/listings/${listingId}`)
	if (!viewer) return signInFirst({ back, intent, message: signInMessage, env: context.env })
	const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'intent'))
	const refuse = (error: string, status: number) => data({ form: intent, error, values } satisfies FeedbackReply, { status })
	const submission = parseForm(form, schema)
	if (submission.status !== 'success') return refuse(Object.values(submission.error ?? {}).flat()[0] ?? 'Please check the form', 400)
	try {
		await submit({ viewer, fields: submission.value })
	} catch (error) {
		if (!(error instanceof DomainError)) {
			console.error(`${intent} on listing ${listingId} failed:`, error)
			return refuse(failure, 500)
		}
		if (error.status === 404) throw new Response('Not Found', { status: 404 })
		return refuse(say(error.words, requestT(request, viewer)), error.status)
	}
	return redirectWithToast(back, { ...done, variant: 'success' }, context.env)
}
