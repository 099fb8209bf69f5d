import { DEMO_BUYER, DEMO_PASSWORD, DEMO_SELLER } from './seed.ts'

/** What someone who just ran `npm start` needs once Soko listens: where it is, how to sign in, how to get an admin. */
export function welcomeLines({ address, demoAccounts, adminConfigured }: { address: string; demoAccounts: boolean; adminConfigured: boolean }) {
	return [
		`Soko is listening on ${address}`,
		...(demoAccounts ? [`Demo accounts (password ${DEMO_PASSWORD}): seller ${DEMO_SELLER.phone}, buyer ${DEMO_BUYER.phone}`] : []),
		...(adminConfigured
			? []
			: [`No admin is set up: start with ADMIN_PHONE=07XXXXXXXX ADMIN_PASSWORD='a long password' to create one (README, "Demo accounts").`]),
	]
}
