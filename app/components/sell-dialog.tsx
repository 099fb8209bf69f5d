import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useFetcher, useLocation } from 'react-router'
import type { FormState } from './forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** The form, its fields, categories and towns load when a seller opens the dialog: most visitors never do. */
const SellForm = lazy(() => import('./sell-form.tsx').then((m) => ({ default: m.SellForm })))

export function SellIntro({ fee }: { fee: number }) {
	const t = useT()
	return (
		<p>
			{t(
				'Fill in the details and add at least two clear photos. After our team approves your listing, it goes live once you pay the KES {fee} listing fee by M-PESA.',
				{ fee },
			)}
		</p>
	)
}

/**
 * A link to /sell/new that, once JavaScript runs, opens the create form in a dialog instead. The form posts to the
 * same action; on success it goes on to the payment page.
 */
export function SellLink({ className, children }: { className?: string; children: ReactNode }) {
	const dialog = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(false)
	const fetcher = useFetcher<FormState>()
	const t = useT()
	// A successful post redirects (to the next page, or back here logged in): the dialog's work is done.
	const { key } = useLocation()
	useEffect(() => setOpen(false), [key])
	return (
		<>
			<a
				className={className}
				href="/sell/new"
				onClick={(e) => {
					e.preventDefault()
					setOpen(true)
					requestAnimationFrame(() => dialog.current?.showModal())
				}}
			>
				{children}
			</a>
			{open ? (
				<dialog ref={dialog} aria-labelledby="sell-title" onClose={() => setOpen(false)} style={{ maxWidth: 720 }}>
					<div className="dialog-body">
						<div className="dialog-head">
							<h1 id="sell-title">{t('Sell an item')}</h1>
							<button className="btn btn-ghost" type="button" aria-label={t('Close')} onClick={() => dialog.current?.close()}>
								✕
							</button>
						</div>
						<Suspense fallback={<p aria-busy="true">…</p>}>
							<SellForm state={fetcher.data} busy={fetcher.state !== 'idle'} FormComponent={fetcher.Form} />
						</Suspense>
					</div>
				</dialog>
			) : null}
		</>
	)
}
