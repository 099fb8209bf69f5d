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
