import { Form } from 'react-router'
import { REPORT_REASON_MAX } from '#app/domain/conversations/limits.ts'
import { useT } from '#app/i18n/use-t.ts'

/**
 * Report and Block in every conversation (issue 24 §2), each a form behind a `<details>` that asks first: a tap by
 * mistake must not block someone. Plain posts: they work without JavaScript, and answer with the thread and a toast.
 */
export function SafetyForms({ conversationId, blocked }: { conversationId: number; blocked: boolean }) {
	const t = useT()
	const action = `/messages/${conversationId}`
	return (
		<div className="row safety-forms">
			<details className="confirm">
				<summary className="btn">{t('Report')}</summary>
				<Form method="post" action={action}>
					<input type="hidden" name="intent" value="report" />
					<div className="field">
						<label htmlFor="report-reason">{t('What is wrong with this conversation?')}</label>
						<textarea id="report-reason" name="reason" maxLength={REPORT_REASON_MAX} rows={3} required />
					</div>
					<button className="btn btn-primary" type="submit">
						{t('Send report')}
					</button>
				</Form>
			</details>
			{blocked ? null : (
				<details className="confirm">
					<summary className="btn">{t('Block')}</summary>
					<Form method="post" action={action}>
						<input type="hidden" name="intent" value="block" />
						<p>{t('Block this person? Neither of you can write in this conversation again. It stays readable.')}</p>
						<button className="btn btn-primary" type="submit">
							{t('Yes, block')}
						</button>
					</Form>
				</details>
			)}
		</div>
	)
}
