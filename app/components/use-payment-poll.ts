import { useEffect, useState } from 'react'

/**
 * A payment's status, read again from `url` every `everyMs` while `pending(status)` holds. A failed read stops the
 * polling and offers `retry`; an expired session says so (spec 2 §8, "Payment status fetch").
 */
export function usePaymentPoll<T>({ url, initial, everyMs, pending }: { url: string; initial: T; everyMs: number; pending: (status: T) => boolean }) {
	const [status, setStatus] = useState(initial)
	const [error, setError] = useState<string | null>(null)
	useEffect(() => setStatus(initial), [initial])
	async function load() {
		try {
			const res = await fetch(url, { headers: { accept: 'application/json' } })
			const body = (await res.json().catch(() => ({}))) as { message?: string }
			if (res.status === 401 && body.message === 'Invalid token') return setError('Session expired. Please log in again to check payment status.')
			if (!res.ok) return setError(body.message ?? 'Failed to fetch payment status')
			setError(null)
			setStatus(body as T)
		} catch {
			setError('Failed to fetch payment status')
		}
	}
	useEffect(() => {
		if (!pending(status) || error) return
		const timer = setInterval(load, everyMs)
		return () => clearInterval(timer)
	})
	return { status, error, retry: load }
}
