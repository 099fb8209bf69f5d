import { z } from 'zod'
import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { c2bPaths, type MpesaGateway } from './gateway.server.ts'
import { settleByReference } from './settle.server.ts'

/** The fields of Daraja's C2B confirmation we keep; Safaricom sends the amount as text ("500.00") or a number. */
const ConfirmationSchema = z.object({
	TransID: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{10}$/),
	TransAmount: z.union([z.string(), z.number()]).transform(Number).pipe(z.number().positive()),
	MSISDN: z.union([z.string(), z.number()]).transform(String).nullish(),
	BillRefNumber: z.string().nullish(),
	TransTime: z.union([z.string(), z.number()]).transform(String).nullish(),
})

/**
 * Records a C2B payment Safaricom confirmed, once per TransID however often it is sent again. What isn't a
 * confirmation is logged and dropped: Safaricom is answered "Accepted" either way. One whose BillRefNumber is the
 * reference of our STK prompt settles that prompt's attempt, even if its push was never answered.
 */
export async function recordC2bConfirmation(db: Database, { env, body }: { env: Env; body: unknown }) {
	const parsed = ConfirmationSchema.safeParse(body)
	if (!parsed.success) {
		console.error('A malformed M-PESA C2B confirmation was dropped:', JSON.stringify(body)?.slice(0, 500))
		return
	}
	const { TransID, TransAmount, MSISDN, BillRefNumber, TransTime } = parsed.data
	await db
		.insertInto('c2b_payments')
		.values({
			trans_id: TransID,
			amount_cents: Math.round(TransAmount * 100),
			msisdn: MSISDN ?? null,
			bill_ref: BillRefNumber ?? null,
			trans_time: TransTime ?? null,
			raw: JSON.stringify(body),
		})
		.onConflict((oc) => oc.column('trans_id').doNothing())
		.execute()
	if (BillRefNumber) {
		await settleByReference(db, {
			env,
			reference: BillRefNumber.trim().toUpperCase(),
			receipt: TransID,
			amountKes: TransAmount,
			phone: MSISDN ?? null,
			paidAt: new Date().toISOString(),
		})
	}
}

/**
 * Registers our C2B confirmation and validation URLs with Daraja for MPESA_SHORTCODE, so payments customers make to
 * the till are confirmed to us (`npm run mpesa:register-c2b`, once per site: production shortcodes may refuse a
 * second registration until Safaricom clears the first). The simulator has nothing to register.
 */
export async function registerC2bUrls({ env, gateway }: { env: Env; gateway: MpesaGateway }) {
	if (env.MPESA_MODE === 'simulator') throw new Error('MPESA_MODE=simulator takes no C2B payments: nothing to register')
	if (!env.PUBLIC_URL) throw new Error('PUBLIC_URL is needed: Safaricom must reach the confirmation URL')
	const origin = env.PUBLIC_URL.replace(/\/+$/, '')
	const paths = c2bPaths(env)
	const urls = { confirmationUrl: `${origin}${paths.confirmation}`, validationUrl: `${origin}${paths.validation}` }
	await gateway.registerC2bUrls(urls)
	return urls
}
