// `npm run mpesa:register-c2b`: tells Safaricom where to confirm payments to our till (alert subscriptions paid by
// receipt are checked against those confirmations). Reads the same settings as the server.
import { parseEnv } from '#app/env.server.ts'
import { getMpesaGateway } from '#app/domain/payments/gateway.server.ts'
import { registerC2bUrls } from '#app/domain/payments/c2b.server.ts'

const env = parseEnv()
try {
	const { confirmationUrl } = await registerC2bUrls({ env, gateway: getMpesaGateway({ env, onCallback: async () => 'ignored' }) })
	console.log(`Registered with Daraja (${env.MPESA_MODE}) for shortcode ${env.MPESA_SHORTCODE}: confirmations go to ${confirmationUrl.replace(/[^/]+$/, '…')}`)
} catch (error) {
	console.error(`C2B URL registration failed: ${error instanceof Error ? error.message : String(error)}`)
	process.exit(1)
}
