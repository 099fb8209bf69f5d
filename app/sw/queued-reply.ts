/**
 * What a Save made offline answers its fetcher: the listing page action's reply (SaveReply) marked `queued`, in the
 * turbo-stream encoding React Router's fetchers decode (`{ data: { saved, queued: true } }`; tested against React
 * Router's own decoder). 202: accepted, not yet done.
 */
export function queuedReply(saved: boolean) {
	return new Response(`[{"_1":2},"data",{"_3":4,"_5":6},"saved",${saved},"queued",true]\n`, {
		status: 202,
		headers: { 'content-type': 'text/x-script', 'x-remix-response': 'yes' },
	})
}
