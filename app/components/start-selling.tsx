import { useT } from '#app/i18n/use-t.ts'
import { SellLink } from './sell-dialog.tsx'
import { AuthLink } from './auth-dialog.tsx'
import type { AuthTab } from './auth-panel.tsx'

/** "Sell Item" / "Start Selling": the create form when logged in; otherwise log in (or sign up) first, then the form. */
export function StartSelling({
	loggedIn,
	label,
	tab = 'register',
	className = 'btn btn-primary',
}: {
	loggedIn: boolean
	label?: string
	tab?: AuthTab
	className?: string
}) {
	const t = useT()
	const text = label ?? t('Start Selling')
	if (loggedIn) {
		return <SellLink className={className}>{text}</SellLink>
	}
	return (
		<AuthLink className={className} tab={tab} redirectTo="/sell/new">
			{text}
		</AuthLink>
	)
}
