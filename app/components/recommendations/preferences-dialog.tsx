import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import type { Preferences } from '#app/domain/recommendations/preference-rules.ts'
import type { FormState } from '../forms.tsx'
import { PreferencesForm } from './preferences-form.tsx'
import { useT } from '#app/i18n/use-t.ts'

/**
 * "Preferences": a link to /recommendations/preferences that, once JavaScript runs, opens the form in a dialog
 * instead, fetching the preferences only while it is open (spec 1 §7). Saving redirects back to this page, which
 * shows the new recommendations and the toast; the dialog closes with that navigation.
 */
export function PreferencesButton() {
	const t = useT()
	const dialog = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(false)
	const current = useFetcher<{ preferences: Preferences }>()
	const save = useFetcher<FormState>()
	const location = useLocation()
	useEffect(() => setOpen(false), [location.key])
	return (
		<>
			<a
				className="btn"
				href="/recommendations/preferences"
				onClick={(e) => {
					e.preventDefault()
					setOpen(true)
					current.load('/recommendations/preferences')
					requestAnimationFrame(() => dialog.current?.showModal())
				}}
			>
				{t('Preferences')}
			</a>
			{open ? (
				<dialog ref={dialog} aria-labelledby="preferences-title" onClose={() => setOpen(false)}>
					<div className="dialog-body">
						<div className="dialog-head">
							<h2 id="preferences-title">{t('Recommendation preferences')}</h2>
							<button className="btn btn-ghost" type="button" aria-label={t('Close')} onClick={() => dialog.current?.close()}>
								✕
							</button>
						</div>
						{current.data ? (
							<PreferencesForm
								preferences={current.data.preferences}
								state={save.data}
								busy={save.state !== 'idle'}
								redirectTo={location.pathname + location.search}
								FormComponent={save.Form}
							/>
						) : (
							<p role="status">{t('Loading your preferences…')}</p>
						)}
					</div>
				</dialog>
			) : null}
		</>
	)
}
