import dns from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { DomainError } from '../domain-error.ts'
import { MAX_PHOTO_BYTES, TOO_LARGE_MESSAGE } from './photos.server.ts'
import { isPublicAddress } from './public-address.server.ts'

export const UNFETCHABLE_MESSAGE = 'That photo address could not be fetched. Please upload the photo instead.'
export const NOT_WEB_MESSAGE = 'Only http and https photo addresses can be added. Please upload the photo instead.'
export const NOT_PUBLIC_MESSAGE = 'That photo address is not on the public internet. Please upload the photo instead.'
export const TOO_SLOW_MESSAGE = 'That photo address took too long to answer. Please upload the photo instead.'

/** A photo address that can't be used: always the user's 400, whatever the other server did. */
export class RemotePhotoError extends DomainError {
	constructor(message: string) {
		super(message, 400)
	}
}

export type RemotePhotoOptions = {
	/** Which IP addresses may be connected to (every hop); the default refuses all but public internet hosts. */
	isAllowedAddress?: (address: string) => boolean
	/** How a host name is resolved (the system resolver by default); the address used is the one checked. */
	resolveHost?: (host: string) => Promise<Target[]>
	/** For the whole fetch, redirects included. */
	timeoutMs?: number
	maxBytes?: number
	maxRedirects?: number
}

type Target = { address: string; family: number }
type Check = { isAllowed: (address: string) => boolean; resolveHost: (host: string) => Promise<Target[]>; signal: AbortSignal }

const REDIRECTS = new Set([301, 302, 303, 307, 308])

function webAddress(text: string, base?: URL) {
	let url: URL
	try {
		url = new URL(text, base)
	} catch {
		throw new RemotePhotoError(UNFETCHABLE_MESSAGE)
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RemotePhotoError(NOT_WEB_MESSAGE)
	return url
}

function resolveWithSystem(host: string) {
	return dns.lookup(host, { all: true, order: 'ipv4first' })
}

function whenAborted(signal: AbortSignal) {
	return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }))
}

/** Where a host name leads, every address of it checked: one private address among public ones refuses the host. */
async function checkedTarget(url: URL, { isAllowed, resolveHost, signal }: Check): Promise<Target> {
	signal.throwIfAborted()
	const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
	const found = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await Promise.race([resolveHost(host), whenAborted(signal)])
	if (!found.length || !found.every((a) => isAllowed(a.address))) throw new RemotePhotoError(NOT_PUBLIC_MESSAGE)
	return found[0]!
}

/** One GET, connected to the address that was checked: the host is not looked up again (no DNS rebinding). */
function get(url: URL, target: Target, signal: AbortSignal) {
	const lookup: net.LookupFunction = (_hostname, options, callback) => {
		if (options.all) callback(null, [target])
		else callback(null, target.address, target.family)
	}
	const client = url.protocol === 'https:' ? https : http
	return new Promise<http.IncomingMessage>((resolve, reject) => {
		const request = client.request(url, { headers: { accept: 'image/*', 'user-agent': 'Soko photo fetcher' }, lookup, signal, agent: false }, resolve)
		request.on('error', reject)
		request.end()
	})
}

/**
 * The whole body, or a RemotePhotoError: a body without a length ends when the connection closes, so one cut off by
 * the time limit would otherwise look complete; one shorter than its Content-Length is refused too.
 */
async function readBody(response: http.IncomingMessage, { maxBytes, signal }: { maxBytes: number; signal: AbortSignal }) {
	const declared = response.headers['content-length'] === undefined ? undefined : Number(response.headers['content-length'])
	if (declared !== undefined && declared > maxBytes) {
		response.destroy()
		throw new RemotePhotoError(TOO_LARGE_MESSAGE)
	}
	const chunks: Buffer[] = []
	let size = 0
	for await (const chunk of response as AsyncIterable<Buffer>) {
		size += chunk.length
		// Leaving the loop destroys the response: nothing past the limit is read.
		if (size > maxBytes) throw new RemotePhotoError(TOO_LARGE_MESSAGE)
		chunks.push(chunk)
	}
	if (signal.aborted) throw new RemotePhotoError(TOO_SLOW_MESSAGE)
	if (!response.complete || (declared !== undefined && size !== declared)) throw new RemotePhotoError(UNFETCHABLE_MESSAGE)
	return Buffer.concat(chunks)
}

/**
 * Fetches a photo from a web address once, for the server to store as its own: http or https only, public internet
 * hosts only (checked on the resolved addresses, which are the ones connected to), at most `maxRedirects` redirects
 * each checked the same way, at most `maxBytes`, within `timeoutMs` in all. Every failure is a RemotePhotoError.
 */
export async function fetchRemotePhoto(address: string, options: RemotePhotoOptions = {}): Promise<Buffer> {
	const { isAllowedAddress = isPublicAddress, resolveHost = resolveWithSystem, timeoutMs = 10_000, maxBytes = MAX_PHOTO_BYTES, maxRedirects = 3 } = options
	const signal = AbortSignal.timeout(timeoutMs)
	const check = { isAllowed: isAllowedAddress, resolveHost, signal }
	try {
		let url = webAddress(address)
		for (let redirects = 0; ; redirects++) {
			const response = await get(url, await checkedTarget(url, check), signal)
			const location = response.headers.location
			if (REDIRECTS.has(response.statusCode ?? 0) && location) {
				response.destroy()
				if (redirects >= maxRedirects) throw new RemotePhotoError(UNFETCHABLE_MESSAGE)
				url = webAddress(location, url)
				continue
			}
			if (response.statusCode !== 200) {
				response.destroy()
				throw new RemotePhotoError(UNFETCHABLE_MESSAGE)
			}
			return await readBody(response, { maxBytes, signal })
		}
	} catch (error) {
		if (error instanceof RemotePhotoError) throw error
		throw new RemotePhotoError(signal.aborted ? TOO_SLOW_MESSAGE : UNFETCHABLE_MESSAGE)
	}
}
