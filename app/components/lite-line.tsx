import { useT } from '#app/i18n/use-t.ts'
import { LiteForm } from './lite-form.tsx'

/** On every page Lite mode came to by itself (a slow line or Save-Data): says so, with the way back, remembered. */
export function LiteLine() {
	const t = useT()
	return (
		<LiteForm lite="off" className="lite-line">
			<span>{t('Slow connection: Lite mode.')}</span>
			<button className="btn" type="submit">
				{t('Full version')}
			</button>
		</LiteForm>
	)
}
