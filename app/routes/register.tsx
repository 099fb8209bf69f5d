import { appContext } from '#app/context.ts'
import { Form, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/register'
import { AuthPanel } from '#app/components/auth-panel.tsx'
import { requireAnonymous } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { registerFromForm } from '#app/routes/+shared/auth-actions.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Sign Up') + ' · Soko' }]

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAnonymous(request, context)
	return pageMessages(request, context, ['account'])
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	return registerFromForm(request, context)
}

export default function Register() {
	const state = useActionData<typeof action>()
	const [params] = useSearchParams()
	return (
		<AuthPanel
			tab="register"
			redirectTo={safeRedirect(params.get('redirectTo'))}
			role={params.get('role') ?? undefined}
			state={state}
			FormComponent={Form}
		/>
	)
}
