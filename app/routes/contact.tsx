import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/contact'
import { Field, FormError, TextareaField } from '#app/components/forms.tsx'
import { SupportContactDetails } from '#app/components/support-details.tsx'
import { CONTACT_LIMITS, CONTACT_SENT } from '#app/domain/support-content.ts'
import { ContactSchema } from '#app/domain/support-schemas.ts'
import { submitContactMessage, supportDetails } from '#app/domain/support.server.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { RateLimitError } from '#app/domain/limits/rate-limits.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'

export const meta: Route.MetaFunction = () => [
	{ title: 'Contact Us · Soko' },
	{
		name: 'description',
		content:
			'Contact the Soko support team: send us a message about your account, listings, M-PESA payments or anything else.',
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { support: supportDetails(context.env) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const submission = parseForm(await readForm(request), ContactSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	try {
		await submitContactMessage(context.db, {
			...submission.value,
			clientAddress: context.clientAddress,
			supportEmail: context.env.SUPPORT_EMAIL,
		})
	} catch (error) {
		if (error instanceof RateLimitError) return formError(error.message, { status: 429, values: submission.value })
		throw error
	}
	const description = `${CONTACT_SENT.description} ${supportDetails(context.env).replyPromise}`
	return redirectWithToast('/contact', { title: CONTACT_SENT.title, description, variant: 'success' }, context.env)
}

const TOPICS = [
	'Your account: registering, logging in or your phone number',
	'Listings: approval, editing, renewing or marking as sold',
	'M-PESA listing fee payments that did not go through',
	'Questions about buying, selling or our rules',
	'Ideas and feedback to make Soko better',
] as const

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
	const { support } = loaderData
	const navigation = useNavigation()
	const location = useLocation()
	const sending = navigation.state === 'submitting' && navigation.formAction === location.pathname
	return (
		<>
			<h1>Contact Us</h1>
			<p className="muted">
				Questions, problems or ideas? Send us a message. {support.replyPromise}
			</p>
			<div className="detail">
				<section aria-labelledby="form-title" className="panel">
					<h2 id="form-title">Send us a message</h2>
					{/* A new key after each successful send (a redirect back here) empties the form. */}
					<Form method="post" key={location.key}>
						<FormError state={actionData} />
						<Field
							label="Name"
							name="name"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.name}
							autoComplete="name"
						/>
						<Field
							label="Email"
							name="email"
							type="email"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.email}
							autoComplete="email"
						/>
						<Field
							label="Phone (optional)"
							name="phone"
							type="tel"
							state={actionData}
							maxLength={CONTACT_LIMITS.phone}
							autoComplete="tel"
							hint="For example 0712 345 678, if you would like us to call you back."
						/>
						<Field
							label="Subject"
							name="subject"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.subject}
						/>
						<TextareaField
							label="Message"
							name="message"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.message}
							rows={6}
							hint={`Up to ${CONTACT_LIMITS.message.toLocaleString('en-KE')} characters.`}
						/>
						<button className="btn btn-primary" type="submit" disabled={sending}>
							{sending ? 'Sending…' : 'Send Message'}
						</button>
					</Form>
				</section>

				<aside>
					<SupportContactDetails support={support} />

					<section aria-labelledby="topics-title" className="panel" style={{ marginTop: 16 }}>
						<h2 id="topics-title">How we can help</h2>
						<ul>
							{TOPICS.map((t) => (
								<li key={t}>{t}</li>
							))}
						</ul>
						<p>
							To report a scam, a fake listing or someone harassing you, use{' '}
							<Link to="/report-issue">Report an Issue</Link> so it reaches our safety team faster. Many answers
							are already in our <Link to="/help-center">Help Center</Link>.
						</p>
					</section>
				</aside>
			</div>
		</>
	)
}
