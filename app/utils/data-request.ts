// React Router hands loaders the request as it came (future.v8_passThroughRequests): a client navigation's data
// request names its page with a suffix and parameters of React Router's own (`/browse.data`, `/_.data?_routes=root`).
// The service worker reads the same addresses.

/** The suffix a data request adds: `.data`, or `_.data` after a slash (the home page's is `/_.data`). */
const DATA_SUFFIX = /(\/)_\.data$|\.data$/

/** A client navigation's data request, told apart from a page's first load. */
export function isDataRequest(request: Request) {
	return new URL(request.url).pathname.endsWith('.data')
}

/** The address of the page a request is for, without a data request's suffix and parameters. */
export function pageUrl(address: string | URL) {
	const url = new URL(address)
	if (!url.pathname.endsWith('.data')) return url
	url.pathname = url.pathname.replace(DATA_SUFFIX, '$1')
	url.searchParams.delete('_routes')
	url.searchParams.delete('index')
	return url
}
