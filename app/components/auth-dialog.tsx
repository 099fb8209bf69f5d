import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { useFetcher, useLocation } from 'react-router'
import type { AuthTab } from './auth-panel.tsx'
import type { FormState } from './forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** The forms load when the dialog opens: a signed-out visitor's every page has the link, few open it. */
const AuthPanel = lazy(() => import('./auth-panel.tsx').then((m) => ({ default: m.AuthPanel })))

/**
 * A link to the login page that, once JavaScript runs, opens the "Welcome to Soko" dialog instead.
 * The forms post to the same actions as the pages; a successful login redirects to `redirectTo`.
 */
export function AuthLink({
	tab,
	redirectTo,
	className,
	children,
}: {
	tab: AuthTab
	redirectTo: string
	className?: string
	children: ReactNode
}) {
	const t = useT()
	const dialog = useRef<HTMLDialogElement>(null)
	const [open, setOpen] = useState(false)
	const [current, setCurrent] = useState(tab)
	const fetcher = useFetcher<FormState>()
	// A successful post redirects (to the next page, or back here logged in): the dialog's work is done.
	const { key } = useLocation()
	useEffect(() => setOpen(false), [key])
	return (
		<>
			<a
				className={className}
				href={`/${tab}?${new URLSearchParams({ redirectTo })}`}
				onClick={(e) => {
					e.preventDefault()
					setOpen(true)
					setCurrent(tab)
					requestAnimationFrame(() => dialog.current?.showModal())
				}}
			>
				{children}
			</a>
			{open ? (
				<dialog ref={dialog} aria-labelledby="auth-title" onClose={() => setOpen(false)}>
					<div className="dialog-body">
						<div className="dialog-head">
							<span />
							<button className="btn btn-ghost" type="button" aria-label={t('Close')} onClick={() => dialog.current?.close()}>
								✕
							</button>
						</div>
						<Suspense fallback={<p aria-busy="true">…</p>}>
							<AuthPanel
								tab={current}
								redirectTo={redirectTo}
								state={fetcher.data}
								FormComponent={fetcher.Form}
								onTab={setCurrent}
								busy={fetcher.state !== 'idle'}
							/>
						</Suspense>
					</div>
				</dialog>
			) : null}
		</>
	)
}
