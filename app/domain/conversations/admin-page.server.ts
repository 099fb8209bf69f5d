import type { Database } from '#db/database.ts'
import { adminReadConversation } from './admin-read.server.ts'
import { reportsOfConversation } from './report.server.ts'

/**
 * What /admin/conversations/:id shows: the reading (refused unless reported or attached to a case, and logged: see
 * adminReadConversation), the listing, both people as admins know them (email, phone) and the conversation's reports.
 */
export async function adminConversationPage(db: Database, { conversationId, admin }: { conversationId: number; admin: { id: number; role: string } }) {
	const reading = await adminReadConversation(db, { conversationId, admin })
	const [listing, people, reports] = await Promise.all([
		db.selectFrom('listings').select(['id', 'title', 'status']).where('id', '=', reading.listingId).executeTakeFirstOrThrow(),
		db.selectFrom('users').select(['id', 'email', 'phone']).where('id', 'in', [reading.buyerId, reading.sellerId]).execute(),
		reportsOfConversation(db, { conversationId }),
	])
	const person = (id: number) => people.find((p) => p.id === id) ?? { id, email: '', phone: '' }
	return { ...reading, listing, buyer: person(reading.buyerId), seller: person(reading.sellerId), reports }
}
