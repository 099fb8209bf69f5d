/**
 * What a Save made offline answers its fetcher: the listing page action's reply (SaveReply) marked `queued`, in the
 * turbo-stream encoding React Router's fetchers decode (`{ data: { saved, queued: true } }`; tested against React
 * Router's own decoder). 503, the server was not reached: React Router then skips reloading the page's data after the
 * action (it would fail offline), and X-Remix-Response has it read the reply as the action's data, not an error.
 */
export function queuedReply(saved: boolean) {
	return new Response(`[{"_1":2},"data",{"_3":4,"_5":6},"saved",${saved},"queued",true]\n`, {
		status: 503,
		headers: { 'content-type': 'text/x-script', 'x-remix-response': 'yes' },
	})
}

/**
 * An answer that did not come from Soko: a proxy, load balancer or captive portal saying the server is out of reach
 * (a 5xx page in HTML). Soko's own answers to a fetcher are React Router's turbo-stream, whatever their status. Such a
 * Save has not landed: it waits in the queue like one made offline, where React Router would show its error page.
 */
export function notFromSoko(answer: Response) {
	return answer.status >= 500 && !answer.headers.get('content-type')?.startsWith('text/x-script')
}
