import { Form } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'

/** A seller's "Talk in Soko only" (issue 24 §1), on their dashboard: buyers then get Message instead of the number. */
export function SokoOnlyToggle({ on }: { on: boolean }) {
	const t = useT()
	return (
		<Form method="post" className="panel row soko-only">
			<p style={{ flex: 1, margin: 0 }}>
				<strong>{t('Talk in Soko only')}</strong>
				<br />
				<span className="meta">{t('Buyers write to you in Soko instead of seeing your number.')}</span>
			</p>
			<input type="hidden" name="on" value={on ? 'false' : 'true'} />
			<button className="btn" type="submit" name="intent" value="soko-only" aria-pressed={on}>
				{on ? t('Turn off') : t('Turn on')}
			</button>
		</Form>
	)
}
