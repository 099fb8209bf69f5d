import { apiError } from '#app/routes/+shared/api.server.ts'

/** Any /api/* path no route serves: a JSON 404 for every method, never the HTML page. */
function notFound() {
	return apiError(404, 'Not found: no such API call')
}

export const loader = notFound
export const action = notFound
