import { z } from 'zod'
import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
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

const route = apiRoute({
	/** GET /api/buyer/profile (spec 2 §7) — trust score, loyalty points, purchases, spending and preferences, each explained; and notify_channel. */
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		return Response.json(await profileOf(context.db, user.id))
	},
	/** PATCH /api/buyer/profile { communication_preference?: EMAIL | SMS, notify_channel?: SMS | EMAIL } — where instant alerts go; how notifications do. */
	async PATCH({ request, context }) {
		const user = await requireApiUser(request, context)
		const body = await parseBody(request, ProfilePatchSchema)
		if ('communication_preference' in body) await setCommunicationPreference(context.db, { userId: user.id, channel: body.communication_preference })
		if (body.notify_channel) await setNotifyChannel(context.db, { userId: user.id, channel: body.notify_channel })
		return Response.json(await profileOf(context.db, user.id))
	},
})

export const loader = route.loader
export const action = route.action
