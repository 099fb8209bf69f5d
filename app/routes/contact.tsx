import { appContext } from '#app/context.ts'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/contact'
import { Field, FormError, TextareaField } from '#app/components/forms.tsx'
import { PhoneField } from '#app/components/phone-field.tsx'
import { SupportContactDetails } from '#app/components/support-details.tsx'
import { CONTACT_LIMITS, CONTACT_SENT } from '#app/domain/support/content.ts'
import { ContactSchema } from '#app/domain/support/schemas.ts'
import { submitContactMessage, supportDetails } from '#app/domain/support/support.server.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { RateLimitError } from '#app/domain/limits/rate-limits.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { replyWords } from '#app/domain/support/hours.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [
		{ title: t('Contact Us') + ' · Soko' },
		{
			name: 'description',
			content: t('Contact the Soko support team: send us a message about your account, listings, M-PESA payments or anything else.'),
		},
	]
}

// 'help': the contact details and hours (support-details.tsx), the day names and the Help Center's name.
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	return { support: supportDetails(context.env), ...(await pageMessages(request, context, ['support', 'help'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const submission = parseForm(await readForm(request), ContactSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	try {
		await submitContactMessage(context.db, {
			...submission.value,
			clientAddress: context.clientAddress,
			supportEmail: context.env.SUPPORT_EMAIL,
		})
	} catch (error) {
		if (error instanceof RateLimitError) return formError(say(error.words, requestT(request)), { status: 429, values: submission.value })
		throw error
	}
	// The toast's second sentence depends on the hours: said here in the sender's language, the toast shows it as it is.
	const t = serverT(requestLocale(request, await getUser(request, context)))
	const description = `${t(CONTACT_SENT.description)} ${replyWords(supportDetails(context.env), t)}`
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
	const t = useT()
	const navigation = useNavigation()
	const location = useLocation()
	const sending = navigation.state === 'submitting' && navigation.formAction === location.pathname
	return (
		<>
			<h1>{t('Contact Us')}</h1>
			<p className="muted">
				{t('Questions, problems or ideas? Send us a message.')} {replyWords(support, t)}
			</p>
			<div className="detail">
				<section aria-labelledby="form-title" className="panel">
					<h2 id="form-title">{t('Send us a message')}</h2>
					{/* A new key after each successful send (a redirect back here) empties the form. */}
					<Form method="post" key={location.key}>
						<FormError state={actionData} />
						<Field
							label={t('Name')}
							name="name"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.name}
							autoComplete="name"
						/>
						<Field
							label={t('Email')}
							name="email"
							type="email"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.email}
							autoComplete="email"
						/>
						<PhoneField
							label={t('Phone (optional)')}
							state={actionData}
							hint={t('For example 0712 345 678, if you would like us to call you back.')}
						/>
						<Field
							label={t('Subject')}
							name="subject"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.subject}
						/>
						<TextareaField
							label={t('Message')}
							name="message"
							state={actionData}
							required
							maxLength={CONTACT_LIMITS.message}
							rows={6}
							hint={t('Up to {max} characters.', { max: CONTACT_LIMITS.message.toLocaleString('en-KE') })}
						/>
						<button className="btn btn-primary" type="submit" disabled={sending}>
							{sending ? t('Sending…') : t('Send Message')}
						</button>
					</Form>
				</section>

				<aside>
					<SupportContactDetails support={support} />

					<section aria-labelledby="topics-title" className="panel" style={{ marginTop: 16 }}>
						<h2 id="topics-title">{t('How we can help')}</h2>
						<ul>
							{TOPICS.map((topic) => (
								<li key={topic}>{t(topic)}</li>
							))}
						</ul>
						<p>
							{richText(
								t(
									'To report a scam, a fake listing or someone harassing you, use {report} so it reaches our safety team faster. Many answers are already in our {help}.',
								),
								{
									report: <Link to="/report-issue">{t('Report an Issue')}</Link>,
									help: <Link to="/help-center">{t('Help Center')}</Link>,
								},
							)}
						</p>
					</section>
				</aside>
			</div>
		</>
	)
}
