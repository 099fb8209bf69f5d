import { expect, test } from 'vitest'
import { welcomeLines } from './welcome.ts'

test('the first start tells a newcomer the address, the demo sign-ins and how to make the admin', () => {
	expect(welcomeLines({ address: 'http://localhost:3000', demoAccounts: true, adminConfigured: false })).toEqual([
		'Soko is listening on http://localhost:3000',
		'Demo accounts (password soko1234): seller 0712345678, buyer 0722345678',
		`No admin is set up: start with ADMIN_PHONE=07XXXXXXXX ADMIN_PASSWORD='a long password' to create one (README, "Demo accounts").`,
	])
})

test('without demo data and with an admin configured, only the address', () => {
	expect(welcomeLines({ address: 'http://127.0.0.1:8080', demoAccounts: false, adminConfigured: true })).toEqual(['Soko is listening on http://127.0.0.1:8080'])
})
