import { useT } from '#app/i18n/use-t.ts'

/**
 * The plain warning beside a message that failed a scam check (issue 24 §2): the receiver sees it with the message,
 * and the sender before it goes (`confirming`), asked to check it first.
 */
export function ScamWarning({ warning, confirming = false }: { warning: string; confirming?: boolean }) {
	const t = useT()
	return (
		<p className="notice" role={confirming ? 'alert' : 'note'}>
			<strong>{confirming ? t('Check this message before you send it') : t('Careful:')}</strong> {t(warning)}
		</p>
	)
}
