import type { Env } from '#app/env.server.ts'
import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/alerts.unsubscribe'
import { buyerOfUnsubscribe } from '#app/domain/alerts/links.server.ts'
import { pauseAllAlerts } from '#app/domain/alerts/responses.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { addressToken } from '#app/utils/personal-reads.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('Stop alert emails')} · Soko` }, { name: 'robots', content: 'noindex' }]

function buyerOf(request: Request, env: Env) {
	const token = addressToken(request, 't')
	return { token, buyerId: buyerOfUnsubscribe(env, token) }
}

/** The link asks before it acts, so a mail scanner opening it stops nothing. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const { token, buyerId } = buyerOf(request, context.env)
	return { token, valid: buyerId !== null, paused: null, ...(await pageMessages(request, context, ['buyer'])) }
}

/** The button, or a mail provider's one-click POST (RFC 8058): no sign-in needed, the signed link says who. */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const { token, buyerId } = buyerOf(request, context.env)
	if (buyerId === null) return { token, valid: false, paused: null }
	return { token, valid: true, paused: await pauseAllAlerts(context.db, { buyerId }) }
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
	const { token, valid, paused } = actionData ?? loaderData
	const t = useT()
	const dashboard = <Link to="/buyer-dashboard">{t('dashboard')}</Link>
	return (
		<section className="auth">
			<h1>{t('Stop alert emails')}</h1>
			{!valid ? (
				<p className="notice notice-error" role="alert">
					{richText(t('This link is not valid. Manage your alerts on your {dashboard}.'), { dashboard })}
				</p>
			) : paused !== null ? (
				<p className="notice notice-success" role="status">
					{richText(t('Your alerts are paused: no more alert emails or texts. Resume them any time on your {dashboard}.'), { dashboard })}
				</p>
			) : (
				<Form method="post" action={`?t=${encodeURIComponent(token)}`}>
					<p>{t('Pause all your Soko alerts? You will get no more alert emails or texts until you resume them.')}</p>
					<button className="btn btn-primary" type="submit" style={{ width: '100%' }}>
						{t('Stop alert emails')}
					</button>
				</Form>
			)}
		</section>
	)
}
