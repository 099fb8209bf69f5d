/** The short link of a notification in an SMS or email: `/n/<id in base 36>`, opened through the notification. */
export function shortPath(notificationId: number) {
	return `/n/${notificationId.toString(36)}`
}

/** The notification a short link names, or null when the code is not one. */
export function notificationOfShortPath(code: string) {
	return /^[0-9a-z]{1,10}$/.test(code) ? parseInt(code, 36) : null
}
