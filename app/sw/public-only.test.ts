import { expect, test } from 'vitest'
import { publicOnly } from './public-only.ts'

test('the service worker keeps a page only when the server called it public: never a private, no-store one (a reset link’s)', async () => {
	const kept = async (cacheControl: string | null, status = 200) => {
		const response = new Response('<p>page</p>', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} })
		return (await publicOnly.cacheWillUpdate!({ response } as Parameters<NonNullable<typeof publicOnly.cacheWillUpdate>>[0])) !== null
	}
	expect(await kept('public, max-age=0, s-maxage=10, must-revalidate')).toBe(true)
	for (const cacheControl of ['private, no-store', 'public, no-store', 'private', 'no-cache', null]) expect(await kept(cacheControl), String(cacheControl)).toBe(false)
	expect(await kept('public, max-age=0', 404)).toBe(false)
})
