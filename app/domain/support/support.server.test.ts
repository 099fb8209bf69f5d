import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { routerContext, type AppContext } from '#app/context.ts'
import { parseEnv } from '#app/env.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { parseForm } from '#app/utils/forms.server.ts'
import { readToast } from '#app/utils/toast.server.ts'
import { action as contactAction } from '#app/routes/contact.tsx'
import { action as reportAction } from '#app/routes/report-issue.tsx'
import { loader as categoriesLoader } from '#app/routes/categories.tsx'
import type { Database } from '#db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createInProcessChatBus } from '../chat/bus.server.ts'
import { CATEGORIES } from '../listings/categories.ts'
import { publishedCountsByCategory } from '../listings/category-counts.server.ts'
import { ContactSchema, ReportIssueSchema } from './schemas.ts'
import { reportReference, submitContactMessage, submitIssueReport, supportDetails } from './support.server.ts'
import { queueMail } from '../notify/mail.server.ts'

let db: Database
let context: AppContext

beforeEach(async () => {
	db = await openTestDatabase()
	// Open around the clock, so the reply promise does not depend on when the tests run.
	const settings = { NODE_ENV: 'test', SEED_DEMO: 'false', SUPPORT_EMAIL: 'help@example.co.ke', SUPPORT_HOURS: 'Sun-Sat 00:00-24:00' }
	context = { db, env: parseEnv(settings), clientAddress: '127.0.0.1', chatBus: createInProcessChatBus() }
})

afterEach(async () => {
	await db.destroy()
})

type Fields = Record<string, string>

function form(fields: Fields) {
	const fd = new FormData()
	for (const [k, v] of Object.entries(fields)) fd.append(k, v)
	return fd
}

function postRequest(path: string, fields: Fields, cookie?: string) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: cookie ? { cookie } : {},
	})
}

type ActionResult = Response | { data: { error: Record<string, string[] | null> | null; initialValue: Record<string, unknown> }; init: ResponseInit | null }

/** A route action called as React Router would call it. */
type Action = (args: { request: Request; params: Record<string, string>; context: ReturnType<typeof routerContext> }) => Promise<unknown>

async function post(action: typeof contactAction | typeof reportAction, path: string, fields: Fields, cookie?: string) {
	const run = action as unknown as Action
	return (await run({ request: postRequest(path, fields, cookie), params: {}, context: routerContext(context) })) as ActionResult
}

function expectInvalid(result: ActionResult) {
	if (result instanceof Response) throw new Error(`expected a 400 answer, got a ${result.status} response`)
	expect(result.init?.status).toBe(400)
	return result.data
}

function toastOf(response: Response) {
	const cookie = response.headers.get('set-cookie')!.split(';')[0]!
	return readToast(new Request('http://localhost/', { headers: { cookie } }), context.env).toast
}

async function counts() {
	const count = async (table: 'contact_messages' | 'issue_reports' | 'mail_outbox') =>
		Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
	return {
		contact: await count('contact_messages'),
		reports: await count('issue_reports'),
		mail: await count('mail_outbox'),
	}
}

const validContact: Fields = {
	name: '  Wanjiku Kamau ',
	email: 'wanjiku@example.co.ke',
	phone: '0712 345 678',
	subject: 'Listing fee paid twice',
	message: 'I paid the KES 15 fee twice by M-PESA for the same listing. Code QAB12CD34E.',
}

const validReport: Fields = {
	type: 'scam',
	urgency: 'urgent',
	subject: 'Seller asked for a deposit',
	description: 'The seller of a Samsung phone in Kisumu wants KSh 2,000 by M-PESA before meeting.',
	evidence: 'Phone 0799 000 111, listing #12',
	contact: '',
}

describe('mail outbox', () => {
	it('queueMail stores an unsent mail', async () => {
		const id = await queueMail(db, { to: 'support@soko.co.ke', subject: 'Hi', body: 'Body' })
		const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ to_address: 'support@soko.co.ke', subject: 'Hi', body: 'Body', sent_at: null })
	})
})

describe('contact and report forms from one address', () => {
	it('are rate limited: past the limit a 429 with the wait, the typed text kept, and nothing stored', async () => {
		for (const [action, path, fields, table] of [
			[contactAction, '/contact', validContact, 'contact_messages'],
			[reportAction, '/report-issue', validReport, 'issue_reports'],
		] as const) {
			for (let i = 0; i < 10; i++) expect(((await post(action, path, fields)) as Response).status).toBe(302)
			const refused = await post(action, path, fields)
			if (refused instanceof Response) throw new Error('expected the form again')
			expect(refused.init?.status).toBe(429)
			expect(refused.data.error?.['']).toEqual(['Too many attempts. Please wait 1 hour and try again.'])
			expect(refused.data.initialValue).toMatchObject({ subject: fields.subject })
			expect(await db.selectFrom(table).select('id').execute()).toHaveLength(10)
		}
	})
})

describe('contact form', () => {
	it('stores a valid message, queues an email to support and redirects back with the toast', async () => {
		const response = await post(contactAction, '/contact', validContact)
		if (!(response instanceof Response)) throw new Error('expected a redirect')
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/contact')
		expect(toastOf(response)).toMatchObject({
			title: 'Message sent',
			description: "Thank you for contacting us. We'll reply within 24 hours.",
		})

		const rows = await db.selectFrom('contact_messages').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({
			name: 'Wanjiku Kamau',
			email: 'wanjiku@example.co.ke',
			phone: '0712 345 678',
			subject: 'Listing fee paid twice',
		})
		const mail = await db.selectFrom('mail_outbox').selectAll().execute()
		expect(mail).toHaveLength(1)
		expect(mail[0]!.to_address).toBe('help@example.co.ke')
		expect(mail[0]!.subject).toBe(`[Contact #${rows[0]!.id}] Listing fee paid twice`)
		expect(mail[0]!.body).toContain('wanjiku@example.co.ke')
		expect(mail[0]!.body).toContain('Code QAB12CD34E.')
	})

	it('accepts a message without a phone number and stores null', async () => {
		const { id } = await submitContactMessage(db, { ...ContactSchema.parse({ ...validContact, phone: undefined }), clientAddress: '127.0.0.1', supportEmail: undefined })
		const row = await db.selectFrom('contact_messages').select('phone').where('id', '=', id).executeTakeFirstOrThrow()
		expect(row.phone).toBeNull()
		const submission = parseForm(form({ ...validContact, phone: '' }), ContactSchema)
		expect(submission.status).toBe('success')
	})

	it('refuses an empty form with a message beside each required field and writes nothing', async () => {
		const result = expectInvalid(await post(contactAction, '/contact', { name: ' ', email: '', phone: '', subject: '', message: '' }))
		expect(result.error).toMatchObject({
			name: ['Name is required'],
			email: ['Email is required'],
			subject: ['Subject is required'],
			message: ['Message is required'],
		})
		expect(result.error?.phone ?? null).toBeNull()
		expect(await counts()).toEqual({ contact: 0, reports: 0, mail: 0 })
	})

	it('refuses a bad email, keeping what was typed', async () => {
		const result = expectInvalid(await post(contactAction, '/contact', { ...validContact, email: 'wanjiku@' }))
		expect(result.error).toEqual({ email: ['Please enter a valid email address'] })
		expect(result.initialValue).toMatchObject({ email: 'wanjiku@', subject: 'Listing fee paid twice' })
		expect(await counts()).toEqual({ contact: 0, reports: 0, mail: 0 })
	})

	it('refuses values that are too long, and a phone that is not a phone number', async () => {
		const result = expectInvalid(
			await post(contactAction, '/contact', {
				...validContact,
				name: 'a'.repeat(101),
				subject: 's'.repeat(151),
				message: 'm'.repeat(2001),
				phone: 'call me',
			}),
		)
		expect(result.error).toEqual({
			name: ['Name must be at most 100 characters'],
			subject: ['Subject must be at most 150 characters'],
			message: ['Message must be at most 2000 characters'],
			phone: ['Please enter a valid phone number'],
		})
		expect(await counts()).toEqual({ contact: 0, reports: 0, mail: 0 })
	})
})

describe('report issue form', () => {
	it('stores a valid anonymous report, queues an email and redirects back with the toast', async () => {
		const response = await post(reportAction, '/report-issue', validReport)
		if (!(response instanceof Response)) throw new Error('expected a redirect')
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/report-issue')
		expect(toastOf(response)).toMatchObject({
			title: 'Report submitted',
			description: expect.stringMatching(
				/^Thank you for helping keep our marketplace safe\. We'll review this report\. Your reference is SOKO-\d{4}-\d{6}: quote it if you contact us about this report\.$/,
			),
		})

		const rows = await db.selectFrom('issue_reports').selectAll().execute()
		expect(rows).toHaveLength(1)
		const reference = reportReference(rows[0]!.id, rows[0]!.created_at)
		expect(toastOf(response)?.description).toContain(reference)
		expect(rows[0]).toMatchObject({
			user_id: null,
			type: 'scam',
			urgency: 'urgent',
			subject: 'Seller asked for a deposit',
			evidence: 'Phone 0799 000 111, listing #12',
			contact: null,
		})
		const mail = await db.selectFrom('mail_outbox').selectAll().execute()
		expect(mail).toHaveLength(1)
		expect(mail[0]!.to_address).toBe('help@example.co.ke')
		expect(mail[0]!.subject).toBe(`[Report ${reference}] [URGENT] Scam or fraud: Seller asked for a deposit`)
		expect(mail[0]!.body).toContain(`Reference: ${reference}`)
		expect(mail[0]!.body).toContain('Urgency: Urgent (respond in under 1 hour)')
	})

	it('stores the user id of a logged-in reporter', async () => {
		const user = await db
			.insertInto('users')
			.values({ email: 'otieno@example.com', phone: '0722000111', password_hash: 'x', role: 'BUYER' })
			.returning('id')
			.executeTakeFirstOrThrow()
		const { token } = await createSession(db, { userId: user.id })
		const response = await post(reportAction, '/report-issue', { ...validReport, contact: '0722000111' }, `__session=${token}`)
		expect(response instanceof Response && response.status).toBe(302)
		const row = await db.selectFrom('issue_reports').selectAll().executeTakeFirstOrThrow()
		expect(row.user_id).toBe(user.id)
		expect(row.contact).toBe('0722000111')
	})

	it('refuses a report without type, urgency, subject or description and writes nothing', async () => {
		const result = expectInvalid(await post(reportAction, '/report-issue', { type: '', urgency: '', subject: '', description: '' }))
		expect(result.error).toEqual({
			type: ['Please choose the type of issue'],
			urgency: ['Please choose how urgent it is'],
			subject: ['Subject is required'],
			description: ['Description is required'],
		})
		expect(await counts()).toEqual({ contact: 0, reports: 0, mail: 0 })
	})

	it('refuses unknown types and urgencies, and over-long evidence', async () => {
		const result = expectInvalid(
			await post(reportAction, '/report-issue', {
				...validReport,
				type: 'bogus',
				urgency: 'critical',
				evidence: 'e'.repeat(1001),
			}),
		)
		expect(result.error).toEqual({
			type: ['Please choose the type of issue'],
			urgency: ['Please choose how urgent it is'],
			evidence: ['Evidence must be at most 1000 characters'],
		})
		expect(await counts()).toEqual({ contact: 0, reports: 0, mail: 0 })
	})

	it('submitIssueReport keeps the row and the mail together', async () => {
		const input = { ...ReportIssueSchema.parse({ ...validReport, contact: undefined }), userId: null, clientAddress: '127.0.0.1' }
		const { id } = await submitIssueReport(db, { ...input, supportEmail: 'help@example.co.ke' })
		expect(id).toBeGreaterThan(0)
		expect(await counts()).toEqual({ contact: 0, reports: 1, mail: 1 })
	})

	it('gives each report a reference made of the year and the row id, so support can find the row', async () => {
		expect(reportReference(123, '2026-03-01 10:00:00')).toBe('SOKO-2026-000123')
		const input = { ...ReportIssueSchema.parse(validReport), userId: null, clientAddress: '127.0.0.1', supportEmail: undefined }
		const first = await submitIssueReport(db, input)
		const second = await submitIssueReport(db, input)
		expect(second.reference).not.toBe(first.reference)
		const row = await db.selectFrom('issue_reports').selectAll().where('id', '=', Number(second.reference.slice(-6))).executeTakeFirstOrThrow()
		expect(row.id).toBe(second.id)
		expect(second.reference).toBe(`SOKO-${row.created_at.slice(0, 4)}-${String(row.id).padStart(6, '0')}`)
	})

	it('stores reports and messages but queues no mail when SUPPORT_EMAIL is not set', async () => {
		context = { ...context, env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false' }) }
		expect(((await post(reportAction, '/report-issue', validReport)) as Response).status).toBe(302)
		expect(((await post(contactAction, '/contact', validContact)) as Response).status).toBe(302)
		expect(await counts()).toEqual({ contact: 1, reports: 1, mail: 0 })
	})
})

describe('support details and promises', () => {
	it('shows only the contact details that are set, with a dialable phone link', () => {
		const hours = parseEnv({}).SUPPORT_HOURS
		expect(supportDetails({ SUPPORT_HOURS: hours })).toMatchObject({ email: null, phone: null })
		expect(supportDetails({ SUPPORT_HOURS: hours, SUPPORT_EMAIL: 'help@example.co.ke', SUPPORT_PHONE: '+254 20 123 4567' })).toMatchObject({
			email: 'help@example.co.ke',
			phone: { text: '+254 20 123 4567', href: 'tel:+254201234567' },
		})
	})

	it('the contact toast promises 24 hours only while support is open', async () => {
		context = { ...context, env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', SUPPORT_HOURS: 'off' }) }
		const response = (await post(contactAction, '/contact', validContact)) as Response
		expect(toastOf(response)).toMatchObject({ description: "Thank you for contacting us. We'll reply as soon as we can." })
	})
})

describe('category counts', () => {
	async function listing(category: string, status: 'PUBLISHED' | 'PENDING_APPROVAL' | 'SOLD' | 'DRAFT', sellerId: number) {
		await db
			.insertInto('listings')
			.values({
				seller_id: sellerId,
				title: 'Item',
				description: 'An item for sale',
				category,
				price_cents: 100_000,
				location: 'Nairobi',
				condition: 'GOOD',
				status,
			})
			.execute()
	}

	it('counts only PUBLISHED listings, for all 16 categories in order, zero where empty', async () => {
		const seller = await db
			.insertInto('users')
			.values({ email: 'seller@example.com', phone: '0733000111', password_hash: 'x', role: 'SELLER' })
			.returning('id')
			.executeTakeFirstOrThrow()
		await listing('electronics', 'PUBLISHED', seller.id)
		await listing('electronics', 'PUBLISHED', seller.id)
		await listing('electronics', 'PENDING_APPROVAL', seller.id)
		await listing('electronics', 'SOLD', seller.id)
		await listing('books-media', 'PUBLISHED', seller.id)
		await listing('other', 'DRAFT', seller.id)

		const counts = await publishedCountsByCategory(db)
		expect(counts.map((c) => c.slug)).toEqual(CATEGORIES.map((c) => c.slug))
		expect(counts).toHaveLength(16)
		const bySlug = Object.fromEntries(counts.map((c) => [c.slug, c.count]))
		expect(bySlug).toMatchObject({ electronics: 2, 'books-media': 1, other: 0, clothing: 0 })
		expect(counts.reduce((n, c) => n + c.count, 0)).toBe(3)
		expect(counts.find((c) => c.slug === 'home-garden')?.label).toBe('Home & Garden')

		const data = await categoriesLoader({ request: new Request('http://localhost/categories'), params: {}, context: routerContext(context) } as unknown as Parameters<
			typeof categoriesLoader
		>[0])
		expect(data.categories).toEqual(counts)
	})
})
