/**
 * A client navigation's data request (`/browse.data`), told apart from a page's first load: React Router hands
 * loaders the same URL for both, so the server (server/react-router-bridge.ts) marks data requests with this header
 * (and strips it from anything a client sent).
 */
export const DATA_REQUEST_HEADER = 'x-soko-data-request'

export function isDataRequest(request: Request) {
	return request.headers.get(DATA_REQUEST_HEADER) === '1'
}
