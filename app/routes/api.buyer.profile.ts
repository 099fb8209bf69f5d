import { z } from 'zod'
import type { AppContext } from '#app/context.ts'
import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { getSessionToken } from '#app/routes/+shared/auth.server.ts'
import { SaysPhone } from '#app/domain/accounts/password-reset-schemas.ts'
import { PhoneChangeSchema } from '#app/domain/accounts/phone-codes/code-schemas.ts'
import { pendingPhoneOf, requestPhoneChange } from '#app/domain/accounts/phone-codes/phone-change.server.ts'
import { say } from '#app/i18n/words.ts'
import { secretOf } from '#app/utils/cookies.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import type { Database } from '#db/database.ts'
import { buyerProfile, setCommunicationPreference } from '#app/domain/alerts/buyer-profile.server.ts'
import { CommunicationSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { NotifyChannelSchema } from '#app/domain/notifications/schema.ts'
import { notifyChannelOf, setNotifyChannel } from '#app/domain/notifications/channel.server.ts'

/** Either field, or both: where instant alerts go, and how notifications reach them. */
const ProfilePatchSchema = z.union([CommunicationSchema.extend(NotifyChannelSchema.partial().shape), NotifyChannelSchema])

async function profileOf(db: Database, userId: number) {
	return { ...(await buyerProfile(db, { userId })), notify_channel: await notifyChannelOf(db, { userId }) }
}

async function changePhone(request: Request, context: AppContext, userId: number) {
	const { phone } = await parseBody(request, PhoneChangeSchema)
	const { message } = await requestPhoneChange(context.db, {
		userId,
		phone,
		clientAddress: context.clientAddress,
		secret: secretOf(context.env),
		phoneVerification: context.env.PHONE_VERIFICATION,
		keepToken: getSessionToken(request, context.env),
		bus: context.chatBus,
		pageLocale: requestLocale(request),
	})
	return Response.json({ ...(await profileOf(context.db, userId)), message: say(message), pending_phone: await pendingPhoneOf(context.db, { userId }) })
}

const route = apiRoute({
	/** GET /api/buyer/profile (spec 2 §7) — trust score, loyalty points, purchases, spending and preferences, each explained; and notify_channel. */
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		return Response.json(await profileOf(context.db, user.id))
	},
	/**
	 * PATCH /api/buyer/profile { communication_preference?: EMAIL | SMS, notify_channel?: SMS | EMAIL } — where instant
	 * alerts go; how notifications do. Or { phone } — a new number: a code goes to it by SMS and the profile answers
	 * with `message` and `pending_phone`; the number is the account's once the code is entered (POST
	 * /api/auth/verify-phone). 409 when another account holds it, 429 with Retry-After past the code limits.
	 */
	async PATCH({ request, context }) {
		const user = await requireApiUser(request, context)
		if ((await parseBody(request.clone(), SaysPhone)).phone !== undefined) return changePhone(request, context, user.id)
		const body = await parseBody(request, ProfilePatchSchema)
		if ('communication_preference' in body) await setCommunicationPreference(context.db, { userId: user.id, channel: body.communication_preference })
		if (body.notify_channel) await setNotifyChannel(context.db, { userId: user.id, channel: body.notify_channel })
		return Response.json(await profileOf(context.db, user.id))
	},
})

export const loader = route.loader
export const action = route.action
