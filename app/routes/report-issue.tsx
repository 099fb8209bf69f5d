import { Fragment } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/report-issue'
import { Field, FormError, SelectField, TextareaField } from '#app/components/forms.tsx'
import { ISSUE_TYPE_OPTIONS, ISSUE_URGENCY_INFO, ISSUE_URGENCY_OPTIONS, REPORT_LIMITS, REPORT_SENT } from '#app/domain/support-content.ts'
import { ReportIssueSchema } from '#app/domain/support-schemas.ts'
import { submitIssueReport, supportDetails } from '#app/domain/support.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { RateLimitError } from '#app/domain/limits/rate-limits.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'

export const meta: Route.MetaFunction = () => [
	{ title: 'Report an Issue · Soko' },
	{
		name: 'description',
		content:
			'Report a scam, fake listing, harassment, counterfeit goods or a payment problem on Soko. Urgent reports are answered first. In an emergency call the police on 999 or 112.',
	},
]

export function loader({ context }: Route.LoaderArgs) {
	const { open, nextOpening } = supportDetails(context.env)
	return { open, nextOpening }
}

export async function action({ request, context }: Route.ActionArgs) {
	const submission = parseForm(await readForm(request), ReportIssueSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	const user = await getUser(request, context)
	let reference: string
	try {
		;({ reference } = await submitIssueReport(context.db, {
			...submission.value,
			userId: user?.id ?? null,
			clientAddress: context.clientAddress,
			supportEmail: context.env.SUPPORT_EMAIL,
		}))
	} catch (error) {
		if (error instanceof RateLimitError) return formError(error.message, { status: 429, values: submission.value })
		throw error
	}
	const description = `${REPORT_SENT.description} Your reference is ${reference}: quote it if you contact us about this report.`
	return redirectWithToast('/report-issue', { title: REPORT_SENT.title, description, variant: 'success' }, context.env)
}

const NEXT_STEPS = [
	{ title: 'Received', text: 'Your report is saved and sent to our safety team straight away.' },
	{
		title: 'Investigation',
		text: 'We look at the listing, the accounts involved and the evidence you gave, and may contact you for details.',
	},
	{
		title: 'Action',
		text: 'We remove listings, warn or suspend accounts, and help with M-PESA payment problems, depending on what we find.',
	},
	{ title: 'Follow-up', text: 'If you left contact details, we tell you what we did and what you can do next.' },
] as const

/** Whether the response times run from now or from the next opening; no promise of a start when no hours are published. */
function ResponseTimesStart({ open, nextOpening }: Route.ComponentProps['loaderData']) {
	if (open) return <p>We&apos;re open now, so these times start when you send your report.</p>
	if (nextOpening) return <p>We&apos;re closed now, so these times start when we open {nextOpening} EAT.</p>
	return <p>These are our targets; urgent reports are always read first.</p>
}

export default function ReportIssue({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const location = useLocation()
	const sending = navigation.state === 'submitting' && navigation.formAction === location.pathname
	return (
		<>
			<h1>Report an Issue</h1>
			<p className="notice">
				<strong>In danger right now?</strong> Get to a safe place and call the police on 999 or 112, or emergency
				services on 911. Then report it to us.
			</p>
			<p>
				Tell us about scams, fake listings, harassment, counterfeit goods, M-PESA payment problems or anything else that
				went wrong. Every report is read by our team and helps keep Soko safe for everyone.
			</p>

			<div className="detail">
				<section aria-labelledby="form-title" className="panel">
					<h2 id="form-title">Tell us what happened</h2>
					<Form method="post" key={location.key}>
						<FormError state={actionData} />
						<SelectField
							label="Type of issue"
							name="type"
							state={actionData}
							options={ISSUE_TYPE_OPTIONS}
							placeholder="Choose the type of issue"
							required
						/>
						<SelectField
							label="How urgent is it?"
							name="urgency"
							state={actionData}
							options={ISSUE_URGENCY_OPTIONS}
							placeholder="Choose how urgent it is"
							required
						/>
						<Field
							label="Subject"
							name="subject"
							state={actionData}
							required
							maxLength={REPORT_LIMITS.subject}
							hint="A short summary, for example: Seller asked for a deposit before meeting."
						/>
						<TextareaField
							label="Description"
							name="description"
							state={actionData}
							required
							maxLength={REPORT_LIMITS.description}
							rows={6}
							hint="What happened, when, and who was involved. Include the listing title or link if there is one."
						/>
						<TextareaField
							label="Evidence (optional)"
							name="evidence"
							state={actionData}
							maxLength={REPORT_LIMITS.evidence}
							rows={3}
							hint="Listing links, the phone numbers used, M-PESA transaction codes, or the words of messages you received."
						/>
						<Field
							label="How can we reach you? (optional)"
							name="contact"
							state={actionData}
							maxLength={REPORT_LIMITS.contact}
							hint="A phone number or email address. If you are logged in, we also link this report to your account."
						/>
						<button className="btn btn-primary" type="submit" disabled={sending}>
							{sending ? 'Submitting…' : 'Submit Report'}
						</button>
					</Form>
				</section>

				<aside>
					<section aria-labelledby="tips-title" className="panel">
						<h2 id="tips-title">Before you report</h2>
						<ul>
							<li>Stop talking to the person and don&apos;t send any more money.</li>
							<li>Keep screenshots of messages, the listing and any M-PESA confirmation messages.</li>
							<li>Write down phone numbers, names and M-PESA transaction codes.</li>
							<li>If money was stolen, also contact Safaricom customer care and report it at a police station.</li>
						</ul>
						<p>
							Read our <Link to="/safety-guide">Safety Guide</Link> to avoid scams in future.
						</p>
					</section>

					<section aria-labelledby="times-title" className="panel" style={{ marginTop: 16 }}>
						<h2 id="times-title">Response times</h2>
						<ResponseTimesStart {...loaderData} />
						<dl className="facts">
							{(['urgent', 'high', 'medium', 'low'] as const).map((u) => (
								<Fragment key={u}>
									<dt>
										<strong>{ISSUE_URGENCY_INFO[u].label}</strong>
									</dt>
									<dd>
										Reply in {ISSUE_URGENCY_INFO[u].response}. {ISSUE_URGENCY_INFO[u].when}.
									</dd>
								</Fragment>
							))}
						</dl>
					</section>

					<section aria-labelledby="next-title" className="panel" style={{ marginTop: 16 }}>
						<h2 id="next-title">What happens next</h2>
						<ol>
							{NEXT_STEPS.map((s) => (
								<li key={s.title}>
									<strong>{s.title}:</strong> {s.text}
								</li>
							))}
						</ol>
					</section>
				</aside>
			</div>
		</>
	)
}
