/**
 * STORAGE_URL names an S3-compatible bucket: `s3://<bucket>?endpoint=https://…&region=…` (endpoint optional: AWS's own
 * for the region; region optional: us-east-1). Credentials come from the usual AWS variables, never from the address.
 */
export type StorageLocation = { bucket: string; endpoint: string | undefined; region: string }

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

export function parseStorageUrl(value: string): StorageLocation | string {
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return 'must be like s3://bucket?endpoint=https://…&region=…'
	}
	if (url.protocol !== 's3:') return 'must start with s3://'
	if (!BUCKET.test(url.hostname)) return 'must name a bucket (3-63 lowercase letters, digits, dots or dashes)'
	if (url.pathname && url.pathname !== '/') return 'takes no path: photos are kept at the top of the bucket'
	const endpoint = url.searchParams.get('endpoint') ?? undefined
	if (endpoint && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) return 'endpoint must be an http(s):// address with no path'
	return { bucket: url.hostname, endpoint, region: url.searchParams.get('region') ?? 'us-east-1' }
}
