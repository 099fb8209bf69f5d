import net from 'node:net'

/** Where a fetch made for a user must never go: this machine, its networks, and addresses that are not one host. */
const IPV4_BLOCKED: [string, number][] = [
	['0.0.0.0', 8], // "this network", unspecified
	['10.0.0.0', 8], // private
	['100.64.0.0', 10], // carrier-grade NAT
	['127.0.0.0', 8], // loopback
	['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
	['172.16.0.0', 12], // private
	['192.0.0.0', 24], // IETF protocol assignments
	['192.0.2.0', 24], // documentation
	['192.88.99.0', 24], // 6to4 relay anycast
	['192.168.0.0', 16], // private
	['198.18.0.0', 15], // benchmarking
	['198.51.100.0', 24], // documentation
	['203.0.113.0', 24], // documentation
	['224.0.0.0', 4], // multicast
	['240.0.0.0', 4], // reserved, broadcast
]
const IPV6_BLOCKED: [string, number][] = [
	['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
	['64:ff9b:1::', 48], // local-use NAT64
	['100::', 64], // discard
	['2001::', 32], // Teredo tunnels
	['2001:db8::', 32], // documentation
	['fc00::', 7], // unique-local
	['fe80::', 10], // link-local
	['fec0::', 10], // site-local (deprecated)
	['ff00::', 8], // multicast
]

const blocked = new net.BlockList()
for (const [prefix, bits] of IPV4_BLOCKED) blocked.addSubnet(prefix, bits, 'ipv4')
for (const [prefix, bits] of IPV6_BLOCKED) blocked.addSubnet(prefix, bits, 'ipv6')

/** The eight 16-bit words of an IPv6 address (one net.isIP accepted), a trailing dotted IPv4 part included. */
function ipv6Words(address: string) {
	let text = address.split('%')[0]!
	const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
	if (dotted) {
		const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
		text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
	}
	const words = (part: string | undefined) => (part ? part.split(':').map((hex) => parseInt(hex, 16)) : [])
	const [head, tail] = text.split('::')
	if (tail === undefined) return words(head)
	const [left, right] = [words(head), words(tail)]
	return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right]
}

function ipv4Of(high: number, low: number) {
	return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** The IPv4 address an IPv6 one carries and reaches: NAT64 (64:ff9b::/96) and 6to4 (2002::/16). (IPv4-mapped ones the block list reads itself.) */
function embeddedIpv4(address: string) {
	const w = ipv6Words(address)
	if (w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((x) => x === 0)) return ipv4Of(w[6]!, w[7]!)
	if (w[0] === 0x2002) return ipv4Of(w[1]!, w[2]!)
	return null
}

/**
 * Whether an IP address is a host on the public internet: not loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast, unspecified or reserved, in IPv4 or IPv6 (IPv4-mapped, NAT64 and 6to4 forms judged by
 * the IPv4 address inside). Anything that is not an IP address is not.
 */
export function isPublicAddress(address: string): boolean {
	const family = net.isIP(address)
	if (family === 4) return !blocked.check(address, 'ipv4')
	if (family !== 6 || blocked.check(address, 'ipv6')) return false
	const inner = embeddedIpv4(address)
	return inner === null || isPublicAddress(inner)
}
