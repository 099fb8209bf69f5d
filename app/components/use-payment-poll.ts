import { useEffect, useState } from 'react'

/**
 * How long to wait before the `tries`-th read of a pending payment: every 2 s for the first half-minute (M-PESA's
 * callback usually lands within seconds of the PIN, and "Waiting for payment" must not outlive it), then half as often
 * again each time, up to every 15 s for a prompt left on a phone.
 */
export function pollDelay(tries: number) {
	const FAST_TRIES = 15
	return tries < FAST_TRIES ? 2000 : Math.min(15_000, Math.round(2000 * 1.5 ** (tries - FAST_TRIES + 1)))
}

/**
 * A payment's status, read again from `url` while `pending(status)` holds, at pollDelay's pace. A failed read stops the
 * polling and offers `retry`; an expired session says so (spec 2 §8, "Payment status fetch").
 */
export function usePaymentPoll<T>({ url, initial, pending }: { url: string; initial: T; pending: (status: T) => boolean }) {
	const [status, setStatus] = useState(initial)
	const [error, setError] = useState<string | null>(null)
	const [tries, setTries] = useState(0)
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
	const waiting = pending(status) && !error
	useEffect(() => {
		if (!waiting) return
		const timer = setTimeout(() => void load().finally(() => setTries((n) => n + 1)), pollDelay(tries))
		return () => clearTimeout(timer)
	})
	return { status, error, retry: load }
}
