import { randomBytes } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { Env } from '../../env.server.ts'
import { getSessionUser } from '#app/domain/accounts/sessions.server.ts'
import type { ChatOwner } from '#app/domain/chat/conversations.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { getSessionToken } from './auth.server.ts'
import { isSecure, readCookie, serializeCookie, sign, unsign } from '../../utils/cookies.server.ts'

/** The signed cookie that ties a guest's conversation to their browser. */
export const GUEST_COOKIE = 'soko_chat'
const GUEST_DAYS = 365

/** `locale` is the language of the page the chat is written from: the bot answers in it. */
export type ChatIdentity = { user: { id: number; phone: string; role: string } | null; guestKey: string | null; locale: Locale }

/** Who is chatting: the signed-in user (session cookie or Bearer token), else the browser's guest key if it has one. */
export async function chatIdentity(request: Request, { db, env }: { db: Database; env: Env }): Promise<ChatIdentity> {
	const token = getSessionToken(request, env)
	const session = token ? await getSessionUser(db, { token }) : null
	const signed = readCookie(request, GUEST_COOKIE)
	return {
		user: session ? { id: session.id, phone: session.phone, role: session.role } : null,
		guestKey: signed ? unsign(signed, env) : null,
		locale: requestLocale(request, session),
	}
}

export function chatOwnerOf(identity: ChatIdentity): ChatOwner | null {
	if (identity.user) return { userId: identity.user.id, name: identity.user.phone }
	return identity.guestKey ? { guestKey: identity.guestKey } : null
}

/** A new guest: a random key, and the cookie that brings it back. */
export function newGuest(env: Env) {
	const guestKey = randomBytes(16).toString('hex')
	return { guestKey, cookie: serializeCookie(GUEST_COOKIE, sign(guestKey, env), { maxAge: GUEST_DAYS * 86_400, secure: isSecure(env) }) }
}
