import { Fragment } from 'react'
import type { supportDetails } from '#app/domain/support/support.server.ts'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'

type Support = ReturnType<typeof supportDetails>

/** The configured support hours in EAT, with whether support is open now; nothing when no hours are published. */
export function SupportHours({ support, title, status = false }: { support: Support; title: string; status?: boolean }) {
	const t = useT()
	if (!support.hours.length) return null
	return (
		<section aria-labelledby="hours-title" className="panel" style={{ marginTop: 16 }}>
			<h2 id="hours-title">{title}</h2>
			{status ? (
				<p>
					<span className="badge" style={{ color: support.open ? 'var(--green)' : 'var(--red)' }}>
						{support.open ? t('Currently Open') : t('Currently Closed')}
					</span>
				</p>
			) : null}
			<dl className="facts">
				{support.hours.map((h) => (
					<Fragment key={say(h.label)}>
						<dt>{say(h.label, t)}</dt>
						{/* 'Closed', or a time range ("8:00 AM-6:00 PM EAT") that reads the same in either language. */}
						<dd>{t(h.text)}</dd>
					</Fragment>
				))}
			</dl>
			<p className="muted">{t('East Africa Time (EAT), Nairobi.')}</p>
		</section>
	)
}

/** The contact page's side panels: the email and phone that are configured, and the hours. */
export function SupportContactDetails({ support }: { support: Support }) {
	const t = useT()
	return (
		<>
			{support.email || support.phone ? (
				<section aria-labelledby="details-title" className="panel">
					<h2 id="details-title">{t('Contact details')}</h2>
					<dl className="facts">
						{support.email ? (
							<>
								<dt>{t('Email')}</dt>
								<dd>
									<a href={`mailto:${support.email}`}>{support.email}</a>
								</dd>
							</>
						) : null}
						{support.phone ? (
							<>
								<dt>{t('Phone')}</dt>
								<dd>
									<a href={support.phone.href}>{support.phone.text}</a>
								</dd>
							</>
						) : null}
					</dl>
				</section>
			) : null}
			<SupportHours support={support} title={t('Business hours')} />
		</>
	)
}
