import { expect, test } from 'vitest'
import { isPublicAddress } from './public-address.server.ts'

test('public hosts, IPv4 and IPv6, are allowed', () => {
	for (const address of ['8.8.8.8', '41.90.64.1', '151.101.1.69', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']) {
		expect(isPublicAddress(address), address).toBe(true)
	}
})

test('loopback, private, link-local, unique-local, CGNAT, multicast, unspecified and reserved addresses are refused', () => {
	const refused = [
		'127.0.0.1', '127.255.255.254', '10.0.0.1', '10.200.3.4', '172.16.0.1', '172.31.255.255', '192.168.1.1',
		'169.254.169.254', '100.64.0.1', '100.127.255.255', '0.0.0.0', '224.0.0.1', '239.255.255.250', '255.255.255.255',
		'198.18.0.1', '192.0.2.10',
		'::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456:789a::1', 'ff02::1', 'fec0::1', '2001:db8::1', '2001::1',
		// IPv4 inside IPv6: mapped (dotted and hex), IPv4-compatible, NAT64, 6to4.
		'::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1',
		'64:ff9b::7f00:1', '64:ff9b::10.0.0.1', '2002:7f00:1::1', '2002:a9fe:a9fe::',
	]
	for (const address of refused) expect(isPublicAddress(address), address).toBe(false)
})

test('what is not an IP address is not a public one', () => {
	for (const text of ['localhost', 'example.com', '', '1.2.3', '[::1]']) expect(isPublicAddress(text), text).toBe(false)
})
