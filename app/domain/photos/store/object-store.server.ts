import { DomainError } from '../../domain-error.ts'

/**
 * Where photos live, by key (`<photo id>/<file>`): a folder on this machine, or an S3-compatible bucket every instance
 * shares. Both make a variant once however many instances ask at the same time (`createOnly` is the lock).
 */
export type ObjectStore = {
	/** Whether objects live elsewhere: then UPLOADS_DIR keeps copies of those this instance read (a cache). */
	readonly remote: boolean
	read(key: string): Promise<Buffer | null>
	write(key: string, data: Buffer, contentType: string): Promise<void>
	/** Writes only when nothing is there yet: false when the key already exists. */
	createOnly(key: string, data: Buffer): Promise<boolean>
	/** The object's size and MD5 (hex), to check a copy: null when there is none. */
	describe(key: string): Promise<{ bytes: number; md5: string } | null>
	/** Milliseconds since the object was written, or null when there is none. */
	age(key: string): Promise<number | null>
	remove(key: string): Promise<void>
	/** Every object whose key starts with `prefix`. */
	removeAll(prefix: string): Promise<void>
}

export const STORE_DOWN_MESSAGE = 'Photos cannot be saved right now. Please try again in a few minutes.'

/** The photo store did not answer (down, unreachable, refusing): a 503 the person can retry. */
export class StoreUnavailable extends DomainError {
	override name = 'StoreUnavailable'
	constructor() {
		super(STORE_DOWN_MESSAGE, 503)
	}
}
