const kes = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0, minimumFractionDigits: 0 })

/** `KSh 12,500` — whole shillings, en-KE grouping. */
export function formatKsh(cents: number) {
	return `KSh ${kes.format(Math.round(cents / 100))}`
}

/** The API's decimal string: 1250000 -> "12500.00". */
export function centsToDecimal(cents: number) {
	const sign = cents < 0 ? '-' : ''
	const abs = Math.abs(cents)
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function formatCondition(condition: string) {
	return condition.replace('_', ' ')
}

/** First 8 characters and an ellipsis, as on the listing card. */
export function maskPhone(phone: string) {
	return `${phone.slice(0, 8)}…`
}

const dateFormat = new Intl.DateTimeFormat('en-KE', {
	day: 'numeric',
	month: 'short',
	year: 'numeric',
	timeZone: 'Africa/Nairobi',
})

export function formatDate(iso: string) {
	return dateFormat.format(new Date(iso))
}
