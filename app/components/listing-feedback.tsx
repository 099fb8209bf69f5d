import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useFetcher, useLocation, useRouteLoaderData, useSearchParams } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { REPORT_REASONS } from '#db/enums.ts'
import { COMMENT_MAX, DESCRIPTION_MAX, REPORT_REASON_LABELS } from '#app/domain/trust/feedback-fields.ts'

export type FeedbackForm = 'rate' | 'report'

/** What the listing page's action answers when it refuses a Rate or Report: the message and what was typed. */
export type FeedbackReply = { form: FeedbackForm; error: string; values: Record<string, string> }

type Review = { rating: number; comment: string }

/** The page the form is on, to come back to: the listing page or the home page's dialog, without `?do=`. */
function useBack() {
	const { pathname, search } = useLocation()
	const params = new URLSearchParams(search)
	params.delete('do')
	const query = params.toString()
	return query ? `${pathname}?${query}` : pathname
}

/**
 * Rate and Report are for others than the seller, on published listings. Each is a <details> that opens in place, and
 * a form posted to the listing page's action (so it works without JavaScript); with it, a fetcher posts it and the
 * page reloads its data in place. Back from signing in (`?do=rate`), the form waits open with the focus.
 */
function FeedbackDisclosure({
	form,
	listingId,
	sellerId,
	label,
	reply,
	children,
}: {
	form: FeedbackForm
	listingId: number
	sellerId: number
	label: string
	reply?: FeedbackReply
	children: (state: { answer?: FeedbackReply; asked: boolean }) => ReactNode
}) {
	const fetcher = useFetcher<FeedbackReply>()
	const [params] = useSearchParams()
	const back = useBack()
	const t = useT()
	// Only what it needs of the root route's data, typed here: a component imports nothing from the routes above it.
	const viewer = useRouteLoaderData<{ user: { id: number } | null }>('root')?.user
	const details = useRef<HTMLDetailsElement>(null)
	const formRef = useRef<HTMLFormElement>(null)
	// A refusal answers the fetcher; a success redirects back here (the toast, the new data) and leaves fetcher.data as
	// it was, so a message the success made obsolete is remembered here and no longer shown.
	const [obsolete, setObsolete] = useState<FeedbackReply>()
	const sentWith = useRef<{ data?: FeedbackReply } | null>(null)
	useEffect(() => {
		if (fetcher.state === 'submitting') sentWith.current = { data: fetcher.data }
		if (fetcher.state !== 'idle' || !sentWith.current) return
		const done = fetcher.data === sentWith.current.data
		sentWith.current = null
		if (!done) return
		setObsolete(fetcher.data)
		if (details.current) details.current.open = false
		if (form === 'report') formRef.current?.reset()
	}, [fetcher.state, fetcher.data, form])
	const answer = (fetcher.data !== obsolete ? fetcher.data : undefined) ?? (reply?.form === form ? reply : undefined)
	const asked = params.get('do') === form
	if (viewer?.id === sellerId) return null
	return (
		<details ref={details} className="feedback" open={asked || !!answer || undefined}>
			<summary className="btn">{t(label)}</summary>
			<fetcher.Form ref={formRef} method="post" action={`/listings/${listingId}`} preventScrollReset>
				<input type="hidden" name="intent" value={form} />
				<input type="hidden" name="back" value={back} />
				{children({ answer, asked })}
				{answer?.error ? (
					<p className="field-errors" role="alert">
						{t(answer.error)}
					</p>
				) : null}
			</fetcher.Form>
		</details>
	)
}

/** Rate (spec 1 §5): 1 to 5 stars (radio buttons drawn as stars), a comment, optional. A second rating replaces the first. */
export function RateSeller({
	listingId,
	sellerId,
	reply,
	review,
}: {
	listingId: number
	sellerId: number
	reply?: FeedbackReply
	/** The viewer's own review of this seller (one per seller, on whichever listing), which the form replaces. */
	review?: Review | null
}) {
	const id = useId()
	const t = useT()
	return (
		<FeedbackDisclosure form="rate" listingId={listingId} sellerId={sellerId} label={review ? 'Change your rating' : 'Rate seller'} reply={reply}>
			{({ answer, asked }) => {
				const rating = Number(answer?.values.rating ?? review?.rating ?? 0)
				return (
					<>
						<fieldset className="stars">
							<legend>{t('Your rating')}</legend>
							{[1, 2, 3, 4, 5].map((n) => (
								<span key={n}>
									<input id={`${id}-${n}`} type="radio" name="rating" value={n} defaultChecked={rating === n} autoFocus={(asked || !!answer?.error) && n === (rating || 1)} />
									<label htmlFor={`${id}-${n}`}>
										<span className="sr-only">{t(n === 1 ? '{n} star' : '{n} stars', { n })}</span>
									</label>
								</span>
							))}
						</fieldset>
						<div className="field">
							<label htmlFor={`${id}-comment`}>{t('Comment (optional)')}</label>
							<textarea id={`${id}-comment`} name="comment" rows={3} maxLength={COMMENT_MAX} defaultValue={answer?.values.comment ?? review?.comment ?? ''} />
						</div>
						{review ? <p className="meta">{t('You have one review per seller: this one replaces the review you gave them before.')}</p> : null}
						<button className="btn btn-primary" type="submit">
							{review ? t('Update review') : t('Submit review')}
						</button>
					</>
				)
			}}
		</FeedbackDisclosure>
	)
}

/** Report (spec 1 §5): one of the six reasons of spec 1 §3 and a description, optional. For the admins' moderation tab. */
export function ReportListing({ listingId, sellerId, reply }: { listingId: number; sellerId: number; reply?: FeedbackReply }) {
	const id = useId()
	const t = useT()
	return (
		<FeedbackDisclosure form="report" listingId={listingId} sellerId={sellerId} label="Report" reply={reply}>
			{({ answer, asked }) => (
				<>
					<fieldset className="choices">
						<legend>{t('Why are you reporting this listing?')}</legend>
						{REPORT_REASONS.map((reason, i) => (
							<label key={reason}>
								<input type="radio" name="reason" value={reason} defaultChecked={answer?.values.reason === reason} autoFocus={(asked || !!answer?.error) && i === 0} />
								{t(REPORT_REASON_LABELS[reason])}
							</label>
						))}
					</fieldset>
					<div className="field">
						<label htmlFor={`${id}-description`}>{t('Description (optional)')}</label>
						<textarea id={`${id}-description`} name="description" rows={3} maxLength={DESCRIPTION_MAX} defaultValue={answer?.values.description ?? ''} />
					</div>
					<button className="btn btn-danger" type="submit">
						{t('Submit report')}
					</button>
				</>
			)}
		</FeedbackDisclosure>
	)
}
