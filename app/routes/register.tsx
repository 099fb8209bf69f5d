import { Form, useActionData, useSearchParams } from 'react-router'
import type { Route } from './+types/register'
import { AuthPanel } from '#app/components/auth-panel.tsx'
import { requireAnonymous } from '#app/utils/auth.server.ts'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { registerFromForm } from '#app/utils/auth-actions.server.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Sign Up · Soko' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAnonymous(request, context)
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
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
