import { z } from 'zod'
import { NOTIFY_CHANNELS } from '#db/enums.ts'

/** How notifications also reach a person: the profile's form and PATCH /api/buyer/profile's `notify_channel`. */
export const NotifyChannelSchema = z.object({
	notify_channel: z.enum(NOTIFY_CHANNELS, { error: 'Choose SMS or EMAIL' }),
})
