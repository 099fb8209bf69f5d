import type { AppContext } from '#app/context.ts'
import { LoginSchema, RegisterSchema } from '../../utils/user-validation.ts'
import { parseForm, invalid, formError } from '../../utils/forms.server.ts'
import { AuthError, loginUser, registerUser } from '#app/domain/accounts/users.server.ts'
import { redirectWithToast, type Toast } from '../../utils/toast.server.ts'
import { sessionCookie } from './auth.server.ts'
import { redirectTarget } from '../../utils/safe-redirect.ts'
import { readForm } from '../../utils/multipart.server.ts'
import { formDevice, signInCookies } from './device.server.ts'
import { say } from '#app/i18n/words.ts'
import { secretOf } from '../../utils/cookies.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

function failed(error: unknown, request: Request, values: Record<string, unknown>) {
	if (error instanceof AuthError) return formError(say(error.words, requestT(request)), { status: error.status, field: error.field ?? '', values })
	throw error
}

/** The /login form: phone + password, then back where the visitor was going. */
export async function loginFromForm(request: Request, context: AppContext) {
	const submission = parseForm(await readForm(request), LoginSchema)
	if (submission.status !== 'success') return invalid(submission.reply(), ['password'])
	const { phone, password, redirectTo } = submission.value
	const to = redirectTarget(redirectTo)
	const device = formDevice(request, context.env)
	try {
		const { token, warnings } = await loginUser(context.db, { phone, password, clientAddress: context.clientAddress, deviceId: device.deviceId })
		// A warning from the admins is shown in place of the greeting, and stays until closed.
		const toast: Toast = warnings.length
			? { title: 'A warning from the Soko team', description: warnings.map((w) => w.reason).join(' · '), variant: 'warning' }
			: { title: 'Logged in successfully' }
		return redirectWithToast(to, toast, context.env, signInCookies(sessionCookie(token, context.env), device))
	} catch (error) {
		return failed(error, request, { phone, redirectTo })
	}
}

/** What registration needs besides the form: the address, how phones are verified, and the page's language (the SMS's). */
export function registrationSettings(request: Request, context: AppContext) {
	return {
		clientAddress: context.clientAddress,
		phoneVerification: context.env.PHONE_VERIFICATION,
		secret: secretOf(context.env),
		pageLocale: requestLocale(request),
	}
}

/** The /register form: a named BUYER or SELLER account (never ADMIN), logged in at once. */
export async function registerFromForm(request: Request, context: AppContext) {
	const submission = parseForm(await readForm(request), RegisterSchema)
	if (submission.status !== 'success') return invalid(submission.reply(), ['password'])
	const { redirectTo, ...input } = submission.value
	const to = redirectTarget(redirectTo)
	const device = formDevice(request, context.env)
	try {
		const { token } = await registerUser(context.db, { ...input, ...registrationSettings(request, context), deviceId: device.deviceId })
		// With verification on, the code box comes first; "Later" there goes on to where the person was going.
		const next = context.env.PHONE_VERIFICATION === 'required' ? `/verify-phone?${new URLSearchParams({ redirectTo: to })}` : to
		return redirectWithToast(next, { title: 'Account created successfully' }, context.env, signInCookies(sessionCookie(token, context.env), device))
	} catch (error) {
		return failed(error, request, { name: input.name, email: input.email, phone: input.phone, role: input.role, redirectTo })
	}
}
