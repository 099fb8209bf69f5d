import { appContext } from '#app/context.ts'
import { Fragment } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/report-issue'
import { Field, FormError, SelectField, TextareaField } from '#app/components/forms.tsx'
import { ISSUE_TYPE_OPTIONS, ISSUE_URGENCY_INFO, ISSUE_URGENCY_ORDER, REPORT_LIMITS, REPORT_SENT } from '#app/domain/support/content.ts'
import { openingWords } from '#app/domain/support/hours.ts'
import { ReportIssueSchema } from '#app/domain/support/schemas.ts'
import { submitIssueReport, supportDetails } from '#app/domain/support/support.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { RateLimitError } from '#app/domain/limits/rate-limits.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [
		{ title: t('Report an Issue') + ' · Soko' },
		{
			name: 'description',
			content: t(
				'Report a scam, fake listing, harassment, counterfeit goods or a payment problem on Soko. Urgent reports are answered first. In an emergency call the police on 999 or 112.',
			),
		},
	]
}

// 'help': the day names and the Safety Guide's name.
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const { open, opening } = supportDetails(context.env)
	return { open, opening, ...(await pageMessages(request, context, ['support', 'help'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const submission = parseForm(await readForm(request), ReportIssueSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	const user = await getUser(request, context)
	const t = serverT(requestLocale(request, user))
	let reference: string
	try {
		;({ reference } = await submitIssueReport(context.db, {
			...submission.value,
			userId: user?.id ?? null,
			clientAddress: context.clientAddress,
			supportEmail: context.env.SUPPORT_EMAIL,
		}))
	} catch (error) {
		if (error instanceof RateLimitError) return formError(say(error.words, requestT(request)), { status: 429, values: submission.value })
		throw error
	}
	// Said here in the reporter's language (the reference is in it): the toast shows it as it is.
	const description = `${t(REPORT_SENT.description)} ${t('Your reference is {reference}: quote it if you contact us about this report.', { reference })}`
	return redirectWithToast('/report-issue', { title: REPORT_SENT.title, description, variant: 'success' }, context.env)
}

const BEFORE_REPORTING = [
	"Stop talking to the person and don't send any more money.",
	'Keep screenshots of messages, the listing and any M-PESA confirmation messages.',
	'Write down phone numbers, names and M-PESA transaction codes.',
	'If money was stolen, also contact Safaricom customer care and report it at a police station.',
] as const

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
function ResponseTimesStart({ open, opening, t }: Pick<Route.ComponentProps['loaderData'], 'open' | 'opening'> & { t: Translate }) {
	if (open) return <p>{t("We're open now, so these times start when you send your report.")}</p>
	if (opening) return <p>{t("We're closed now, so these times start when we open {opening} EAT.", { opening: openingWords(opening, t) })}</p>
	return <p>{t('These are our targets; urgent reports are always read first.')}</p>
}

export default function ReportIssue({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const navigation = useNavigation()
	const location = useLocation()
	const sending = navigation.state === 'submitting' && navigation.formAction === location.pathname
	const urgencyOptions = ISSUE_URGENCY_ORDER.map((value) => ({
		value,
		label: t('{urgency} (we reply in {time})', { urgency: t(ISSUE_URGENCY_INFO[value].label), time: t(ISSUE_URGENCY_INFO[value].response) }),
	}))
	return (
		<>
			<h1>{t('Report an Issue')}</h1>
			<p className="notice">
				<strong>{t('In danger right now?')}</strong>{' '}
				{t('Get to a safe place and call the police on 999 or 112, or emergency services on 911. Then report it to us.')}
			</p>
			<p>
				{t(
					'Tell us about scams, fake listings, harassment, counterfeit goods, M-PESA payment problems or anything else that went wrong. Every report is read by our team and helps keep Soko safe for everyone.',
				)}
			</p>

			<div className="detail">
				<section aria-labelledby="form-title" className="panel">
					<h2 id="form-title">{t('Tell us what happened')}</h2>
					<Form method="post" key={location.key}>
						<FormError state={actionData} />
						<SelectField
							label={t('Type of issue')}
							name="type"
							state={actionData}
							options={ISSUE_TYPE_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
							placeholder={t('Choose the type of issue')}
							required
						/>
						<SelectField
							label={t('How urgent is it?')}
							name="urgency"
							state={actionData}
							options={urgencyOptions}
							placeholder={t('Choose how urgent it is')}
							required
						/>
						<Field
							label={t('Subject')}
							name="subject"
							state={actionData}
							required
							maxLength={REPORT_LIMITS.subject}
							hint={t('A short summary, for example: Seller asked for a deposit before meeting.')}
						/>
						<TextareaField
							label={t('Description')}
							name="description"
							state={actionData}
							required
							maxLength={REPORT_LIMITS.description}
							rows={6}
							hint={t('What happened, when, and who was involved. Include the listing title or link if there is one.')}
						/>
						<TextareaField
							label={t('Evidence (optional)')}
							name="evidence"
							state={actionData}
							maxLength={REPORT_LIMITS.evidence}
							rows={3}
							hint={t('Listing links, the phone numbers used, M-PESA transaction codes, or the words of messages you received.')}
						/>
						<Field
							label={t('How can we reach you? (optional)')}
							name="contact"
							state={actionData}
							maxLength={REPORT_LIMITS.contact}
							hint={t('A phone number or email address. If you are logged in, we also link this report to your account.')}
						/>
						<button className="btn btn-primary" type="submit" disabled={sending}>
							{sending ? t('Submitting…') : t('Submit Report')}
						</button>
					</Form>
				</section>

				<aside>
					<section aria-labelledby="tips-title" className="panel">
						<h2 id="tips-title">{t('Before you report')}</h2>
						<ul>
							{BEFORE_REPORTING.map((tip) => (
								<li key={tip}>{t(tip)}</li>
							))}
						</ul>
						<p>{richText(t('Read our {guide} to avoid scams in future.'), { guide: <Link to="/safety-guide">{t('Safety Guide')}</Link> })}</p>
					</section>

					<section aria-labelledby="times-title" className="panel" style={{ marginTop: 16 }}>
						<h2 id="times-title">{t('Response times')}</h2>
						<ResponseTimesStart {...loaderData} t={t} />
						<dl className="facts">
							{ISSUE_URGENCY_ORDER.map((u) => (
								<Fragment key={u}>
									<dt>
										<strong>{t(ISSUE_URGENCY_INFO[u].label)}</strong>
									</dt>
									<dd>
										{t('Reply in {time}.', { time: t(ISSUE_URGENCY_INFO[u].response) })} {t(ISSUE_URGENCY_INFO[u].when)}.
									</dd>
								</Fragment>
							))}
						</dl>
					</section>

					<section aria-labelledby="next-title" className="panel" style={{ marginTop: 16 }}>
						<h2 id="next-title">{t('What happens next')}</h2>
						<ol>
							{NEXT_STEPS.map((s) => (
								<li key={s.title}>
									<strong>{t(s.title)}:</strong> {t(s.text)}
								</li>
							))}
						</ol>
					</section>
				</aside>
			</div>
		</>
	)
}
