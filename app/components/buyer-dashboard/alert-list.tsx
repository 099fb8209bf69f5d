import { Form } from 'react-router'
import type { BuyerAlertJson } from '#app/domain/alerts/buyer-alerts.server.ts'
import { FormError, type FormState } from '../forms.tsx'
import { FREQUENCY_LABELS, criteriaLines } from './alert-summary.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { localizeAgo } from '#app/utils/format.ts'

type ListedAlert = BuyerAlertJson & { lastMatchedAgo: string | null }

/** Delete asks first (a `<details>`, no JavaScript needed): the alert and its matches go for good. */
function DeleteAlert({ alert }: { alert: ListedAlert }) {
	const t = useT()
	return (
		<details className="confirm">
			<summary className="btn" aria-label={t('Delete alert “{name}”', { name: alert.name })}>
				{t('Delete')}
			</summary>
			<Form method="post" action="/buyer-dashboard?tab=alerts">
				<input type="hidden" name="id" value={alert.id} />
				<p>{t('Delete the alert “{name}”? You will get no more messages for it.', { name: alert.name })}</p>
				<button className="btn btn-danger" type="submit" name="intent" value="delete">
					{t('Yes, delete it')}
				</button>
			</Form>
		</details>
	)
}

function AlertItem({ alert }: { alert: ListedAlert }) {
	const t = useT()
	const intl = useIntlLocale()
	const toggle = alert.is_active ? 'pause' : 'resume'
	return (
		<li className="panel">
			<article aria-labelledby={`alert-${alert.id}`}>
				<h3 id={`alert-${alert.id}`} className="row">
					{alert.name}
					<span className="badge">{alert.is_active ? t('Active') : t('Paused')}</span>
				</h3>
				<dl className="criteria">
					{criteriaLines(alert, t).map(([label, text]) => (
						<div key={label}>
							<dt>{label}</dt>
							<dd>{text}</dd>
						</div>
					))}
					<div>
						<dt>{t('How often')}</dt>
						<dd>{t(FREQUENCY_LABELS[alert.frequency])}</dd>
					</div>
				</dl>
				<p className="meta">
					{alert.matches_count === 1 ? t('1 match') : t('{count} matches', { count: alert.matches_count })}
					{alert.lastMatchedAgo ? ` · ${t('last {ago}', { ago: localizeAgo(alert.lastMatchedAgo, intl) })}` : ` · ${t('none yet')}`}
				</p>
				<div className="row">
					<Form method="post" action="/buyer-dashboard?tab=alerts">
						<input type="hidden" name="id" value={alert.id} />
						<button className="btn" type="submit" name="intent" value={toggle} aria-label={alert.is_active ? t('Pause alert “{name}”', { name: alert.name }) : t('Resume alert “{name}”', { name: alert.name })}>
							{alert.is_active ? t('Pause') : t('Resume')}
						</button>
					</Form>
					<DeleteAlert alert={alert} />
				</div>
			</article>
		</li>
	)
}

/** The buyer's alerts, newest first, each with its criteria, its matches and pause/resume/delete. */
export function AlertList({ alerts, state }: { alerts: ListedAlert[]; state: FormState }) {
	const t = useT()
	return (
		<section aria-labelledby="mine-title">
			<h2 id="mine-title">{t('Your alerts')}</h2>
			<FormError state={state} />
			{alerts.length ? (
				<ul className="list">
					{alerts.map((alert) => (
						<AlertItem key={alert.id} alert={alert} />
					))}
				</ul>
			) : (
				<p className="muted">{t('You have no alerts yet.')}</p>
			)}
		</section>
	)
}
