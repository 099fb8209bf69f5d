import { describe, expect, it } from 'vitest'
import { UNSAFE_decodeViaTurboStream as decode } from 'react-router'
import { queuedReply } from './queued-reply.ts'

describe('the reply to a Save queued offline', () => {
	it("is what React Router's fetcher reads as the action's data: the state asked for, queued", async () => {
		for (const saved of [true, false]) {
			const reply = queuedReply(saved)
			expect(reply.status).toBe(503)
			expect(reply.headers.get('x-remix-response')).toBe('yes')
			const decoded = await decode(reply.body!, globalThis as unknown as Parameters<typeof decode>[1])
			await decoded.done
			expect(decoded.value).toEqual({ data: { saved, queued: true } })
		}
	})
})
