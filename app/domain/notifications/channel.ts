import type { NotifyChannel } from '#db/enums.ts'

/**
 * How a person is told, when they have not chosen: by email once they have confirmed their address (they read it), else
 * by SMS. Sign-up asks every seller for an email, but many read none, and every account has the phone M-PESA rings.
 */
export function chosenChannel(user: { notify_channel: NotifyChannel | null; email_verified: 0 | 1 }): NotifyChannel {
	return user.notify_channel ?? (user.email_verified ? 'EMAIL' : 'SMS')
}
