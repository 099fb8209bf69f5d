import { Form, useLocation } from 'react-router'

/** Switches Lite mode on or off (routes/lite.tsx) and comes back to this page: a plain form, so it works without JavaScript. */
export function LiteForm({ lite, className, children }: { lite: 'on' | 'off'; className?: string; children: React.ReactNode }) {
	const location = useLocation()
	return (
		<Form method="post" action="/lite" className={className}>
			<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
			<input type="hidden" name="lite" value={lite} />
			{children}
		</Form>
	)
}
