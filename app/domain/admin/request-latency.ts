/**
 * Request latency of this instance, kept in memory: a ring buffer of the last requests (when, how long, which kind),
 * read as p50/p95 per kind over the last minutes. Recording is O(1) and allocation-free; reading sorts at most
 * CAPACITY numbers, which the system-health page does every 10 s. Each instance knows only its own requests.
 */

/** How far back the figures look. */
export const LATENCY_WINDOW_MS = 5 * 60_000
/** At most this many requests are remembered; a busier instance's window is its last CAPACITY requests. */
const CAPACITY = 20_000

/** The kinds of request measured apart: pages, the JSON API, its admin calls, M-PESA's callbacks. */
export const REQUEST_KINDS = ['Pages', 'API', 'Admin API', 'Payments API'] as const
export type RequestKind = (typeof REQUEST_KINDS)[number]

export function requestKindOf(pathname: string): RequestKind {
	if (pathname.startsWith('/api/admin/')) return 'Admin API'
	if (pathname.startsWith('/api/payments/')) return 'Payments API'
	if (pathname.startsWith('/api/')) return 'API'
	return 'Pages'
}

export type LatencySummary = { name: RequestKind; count: number; p50: number | null; p95: number | null }

/** The value at quantile q (0..1) of numbers sorted ascending: nearest rank. */
export function quantile(sorted: ArrayLike<number>, q: number) {
	if (sorted.length === 0) return null
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}

export class RequestLatency {
	private readonly at = new Float64Array(CAPACITY)
	private readonly ms = new Float64Array(CAPACITY)
	private readonly kind = new Uint8Array(CAPACITY)
	private next = 0
	private size = 0

	record(pathname: string, durationMs: number, now = Date.now()) {
		this.at[this.next] = now
		this.ms[this.next] = durationMs
		this.kind[this.next] = REQUEST_KINDS.indexOf(requestKindOf(pathname))
		this.next = (this.next + 1) % CAPACITY
		this.size = Math.min(this.size + 1, CAPACITY)
	}

	/** p50 and p95 in milliseconds of each kind's requests over the window ending now (null when there were none). */
	summary(now = Date.now(), windowMs = LATENCY_WINDOW_MS): LatencySummary[] {
		const byKind: number[][] = REQUEST_KINDS.map(() => [])
		const since = now - windowMs
		for (let i = 0; i < this.size; i++) {
			if (this.at[i]! >= since && this.at[i]! <= now) byKind[this.kind[i]!]!.push(this.ms[i]!)
		}
		return REQUEST_KINDS.map((name, i) => {
			const sorted = Float64Array.from(byKind[i]!).sort()
			const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10)
			return { name, count: sorted.length, p50: round(quantile(sorted, 0.5)), p95: round(quantile(sorted, 0.95)) }
		})
	}
}
