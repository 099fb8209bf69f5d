import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { readToast } from '#app/utils/toast.server.ts'
import { createUser } from './factories.ts'

/** Shared by the reviews and reports tests: sessions, page requests and form posts as a browser sends them. */

export async function session(context: AppContext, role: UserRole = 'BUYER') {
	const user = await createUser(context.db, { role })
	return { ...user, token: (await createSession(context.db, { userId: user.id })).token }
}

export async function sessionOf(context: AppContext, userId: number) {
	return (await createSession(context.db, { userId })).token
}

export function page(path: string, token?: string) {
	return new Request(`http://localhost${path}`, { headers: token ? { cookie: `__session=${token}` } : {} })
}

/** A form as a browser posts it; fields as pairs where a name repeats (several targetIds). */
export function formPost(path: string, fields: Record<string, string> | [string, string][], token?: string) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: `__session=${token}` } : {}) },
		body: new URLSearchParams(fields),
	})
}

/** The toast a redirect carries, as the next page would read it. */
export function toastOf(context: AppContext, res: Response) {
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('toast='))
	if (!cookie) return null
	return readToast(new Request('http://localhost/', { headers: { cookie: cookie.split(';')[0]! } }), context.env).toast
}
