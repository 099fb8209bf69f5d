import { appContext } from '#app/context.ts'
import { Link, useRevalidator } from 'react-router'
import { useEffect, useState } from 'react'
import type { Route } from './+types/messages.$id'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { requireParty } from '#app/domain/conversations/access.server.ts'
import type { ConversationMessage } from '#app/domain/conversations/json.ts'
import { markRead } from '#app/domain/conversations/read.server.ts'
import { thread } from '#app/domain/conversations/thread.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { Photo } from '#app/components/photo.tsx'
import { StatusBadge } from '#app/components/status-badge.tsx'
import { ThreadMessage } from '#app/components/conversations/thread-message.tsx'
import { ReplyForm, type ReplyFormReply } from '#app/components/conversations/reply-form.tsx'
import { SafetyForms } from '#app/components/conversations/safety-forms.tsx'
import { VerifyPhoneBox } from '#app/components/verify-phone-box.tsx'
import { phoneToVerify } from '#app/domain/accounts/phone-gate.server.ts'
import { MESSAGES_SYNCED_EVENT } from '#app/pwa/messages.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { THREAD_ACTIONS, type ThreadIntent } from './messages/thread-actions.server.ts'
import { openOfferOn } from '#app/domain/offers/queries.server.ts'
import { OfferAnswers } from '#app/components/offers/offer-answers.tsx'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: `${loaderData?.view.otherUser.name ?? metaT(matches)('Messages')} · Soko` }]

function conversationIdOf(params: { id?: string }) {
	const id = Number(params.id)
	if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) throw new Response('Not Found', { status: 404 })
	return id
}

/** Another's conversation, or none: the same 404 (never another's thread). */
async function notFoundUnlessParty<T>(read: () => Promise<T>) {
	try {
		return await read()
	} catch (error) {
		if (error instanceof DomainError && error.status === 404) throw new Response('Not Found', { status: 404 })
		throw error
	}
}

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const conversationId = conversationIdOf(params)
	const view = await notFoundUnlessParty(() => thread(context.db, { conversationId, userId: user.id }))
	// Seen now: the header's count and the inbox's marks drop.
	if (view.unread) await markRead(context.db, { conversationId, userId: user.id })
	return {
		view,
		viewerId: user.id,
		// An offer still open between the two is answered here, as on the dashboard and My Offers.
		openOffer: await openOfferOn(context.db, { listingId: view.listing.id, buyerId: view.buyerId }),
		sokoHost: new URL(siteUrl(request, context.env)).host,
		// The key of the next reply posted without JavaScript: posted twice, it is stored once.
		replyKey: crypto.randomUUID(),
		// While the viewer must verify their phone, the code box stands where the reply box would.
		verifyPhone: await phoneToVerify(context.db, context.env, user),
		...(await pageMessages(request, context, ['messages', 'offers', 'phoneGate'])),
	}
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const conversationId = conversationIdOf(params)
	await notFoundUnlessParty(() => requireParty(context.db, { conversationId, userId: user.id }))
	const form = await readForm(request)
	const intent = requireIntent(form.get('intent'), Object.keys(THREAD_ACTIONS) as ThreadIntent[])
	return THREAD_ACTIONS[intent]({ request, context, form, conversationId, user })
}

/**
 * New messages of this conversation as they are written, on whichever instance (issue 24 §1): the live module loads
 * only here, once the page runs. Messages sent from the offline queue reload the thread.
 */
function useLiveMessages(conversationId: number, viewerId: number) {
	const [live, setLive] = useState<ConversationMessage[]>([])
	const revalidator = useRevalidator()
	useEffect(() => {
		let stop: (() => void) | undefined
		let gone = false
		void import('#app/components/conversations/live-thread.ts').then(({ watchConversation }) => {
			if (!gone) stop = watchConversation({ conversationId, viewerId }, (message) => setLive((shown) => (shown.some((m) => m.id === message.id) ? shown : [...shown, message])))
		})
		return () => {
			gone = true
			stop?.()
		}
	}, [conversationId, viewerId])
	useEffect(() => {
		const synced = () => void revalidator.revalidate()
		addEventListener(MESSAGES_SYNCED_EVENT, synced)
		return () => removeEventListener(MESSAGES_SYNCED_EVENT, synced)
	}, [revalidator])
	return live
}

export default function Thread({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const { view, viewerId, sokoHost, replyKey, verifyPhone, openOffer } = loaderData
	const live = useLiveMessages(view.id, viewerId)
	const [queued, setQueued] = useState<{ key: string; message: string }[]>([])
	const stored = new Set(view.messages.map((m) => m.id))
	const messages = [...view.messages, ...live.filter((m) => !stored.has(m.id))]
	// A queued message shows as "will send" until it arrives (live, or in the thread loaded again).
	const arrived = new Set(live.filter((m) => m.senderId === viewerId).map((m) => m.message))
	const waiting = queued.filter((q) => !arrived.has(q.message))
	useEffect(() => setQueued([]), [view.messages])
	const { listing } = view
	return (
		<section className="thread-page" aria-labelledby="thread-title">
			<header className="thread-head">
				<div className="pic">
					<Photo id={listing.photo} alt="" variants={['card']} sizes="80px" />
				</div>
				<div>
					<h1 id="thread-title" className="h3">
						{view.otherUser.name}
					</h1>
					<p>
						{listing.status === 'PUBLISHED' ? <Link to={`/listings/${listing.id}`}>{listing.title}</Link> : listing.title} · {formatKshExact(Math.round(Number(listing.price) * 100))}{' '}
						{listing.status === 'PUBLISHED' ? null : <StatusBadge status={listing.status} />}
					</p>
				</div>
			</header>
			{listing.notice ? (
				<p className="notice" role="note">
					{t(listing.notice)}. {t('This conversation stays readable.')}
				</p>
			) : null}
			<ol className="thread" aria-live="polite">
				{messages.map((m) => (
					<ThreadMessage key={m.id} message={m} viewerId={viewerId} sokoHost={sokoHost} />
				))}
				{waiting.map((q) => (
					<ThreadMessage key={q.key} message={{ id: 0, senderId: viewerId, message: q.message, createdAt: '', kind: 'MESSAGE' }} viewerId={viewerId} sokoHost={sokoHost} pending />
				))}
			</ol>
			{openOffer && !view.blocked ? (
				<section className="panel" aria-label={t('Open offer')}>
					<OfferAnswers offer={openOffer} side={viewerId === view.buyerId ? 'BUYER' : 'SELLER'} back={`/messages/${view.id}`} newOfferLink />
				</section>
			) : null}
			{view.blocked ? (
				<p className="notice" role="note">
					{t(view.blockedByYou ? 'You blocked this conversation' : 'You can no longer send messages in this conversation')}
				</p>
			) : verifyPhone ? (
				<VerifyPhoneBox redirectTo={`/messages/${view.id}`} phone={verifyPhone.phone} />
			) : (
				<ReplyForm
					key={replyKey}
					conversationId={view.id}
					serverKey={replyKey}
					pageReply={actionData && 'intent' in actionData ? (actionData as ReplyFormReply) : undefined}
					onQueued={(q) => setQueued((shown) => [...shown, q])}
				/>
			)}
			<SafetyForms conversationId={view.id} blocked={view.blocked} />
			<p>
				<Link to="/messages">{t('All messages')}</Link>
			</p>
		</section>
	)
}
