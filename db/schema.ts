import type { Generated, Insertable, Selectable } from 'kysely'
import type * as E from './enums.ts'

/** Columns the database fills in (ids, defaults). */
type Auto<T> = Generated<T>
/** SQLite has no boolean: 0 or 1. */
type Flag = Auto<0 | 1>
/** A JSON array or object stored as text. */
type Json = Auto<string>
type Now = Auto<string>

export interface UsersTable {
	id: Auto<number>
	email: string
	password_hash: string
	phone: string
	role: Auto<E.UserRole>
	registered_at: Now
	is_verified: Flag
	is_active: Flag
	mpesa_code: string | null
	email_verified: Flag
	phone_verified: Flag
	email_verification_token: string | null
	email_verification_sent_at: string | null
	last_login: string | null
	/** The language the user chose (issue 13); null: none chosen. */
	locale: Auto<'en' | 'sw' | null>
	/** How notifications also reach them (migration 0022); null: not chosen (notifications/channel.ts decides). */
	notify_channel: Auto<E.NotifyChannel | null>
	/** A number claimed but not yet verified (migration 0024): a new one on the profile, or one taken from a squatter. */
	pending_phone: Auto<string | null>
	/** When `phone` was set after registration; null: at registration (the squatting clock starts there). */
	phone_set_at: Auto<string | null>
}

export interface SessionsTable {
	id: string
	user_id: number
	created_at: Now
	expires_at: string
}

/** A session started on a known device (migration 0016): device_id is the SHA-256 of the device's random id. */
export interface SignInsTable {
	id: Auto<number>
	user_id: number
	device_id: string
	created_at: Now
}

export interface LoginThrottleTable {
	key: string
	attempts: Generated<number>
	last_attempt_at: string
	/** ISO time before which this key may not try again; '' when free. */
	blocked_until: Generated<string>
}

export interface RateLimitsTable {
	key: string
	hits: Generated<number>
	window_started_at: string
}

export interface JobRunsTable {
	name: string
	next_run_at: string
	last_started_at: string | null
	runs: Generated<number>
}

export interface SharedVersionsTable {
	name: string
	version: Generated<number>
}

export interface PasswordResetTokensTable {
	id: Auto<number>
	user_id: number
	token: string
	expires_at: string
	used: Flag
	created_at: Now
}

/** An SMS code (migration 0024): only its HMAC is kept; one open per account and purpose. */
export interface PhoneCodesTable {
	id: Auto<number>
	user_id: number
	purpose: E.PhoneCodePurpose
	phone: string
	code_hash: string
	salt: string
	tries: Auto<number>
	used: Flag
	expires_at: string
	created_at: Now
}

export interface SellerProfilesTable {
	user_id: number
	display_name: string | null
	rating: number | null
	total_listings: Auto<number>
	last_active: string | null
	/** "Talk in Soko only" (migration 0021): Contact offers Message instead of the seller's number. */
	talk_in_soko_only: Flag
}

export interface ListingsTable {
	id: Auto<number>
	seller_id: number
	title: string
	description: string
	category: string
	/** A slug of SUBCATEGORIES under `category` (app/domain/listings/subcategories.ts); null where none was chosen. */
	subcategory: string | null
	price_cents: number
	location: string
	/** The listed town `location` names (app/domain/listings/towns.ts), which the location filter reads; null if none. */
	town: string | null
	/** When instant alerts were matched against it after publication (null: not yet). */
	alerts_checked_at: string | null
	condition: E.ItemCondition
	reason: Auto<string>
	status: Auto<E.ListingStatus>
	created_at: Now
	updated_at: Now
	expires_at: string | null
	sold_at: string | null
	admin_notes: string | null
	payment_status: Auto<E.PaymentStatus>
	payment_transaction_id: string | null
	checkout_request_id: string | null
	payment_amount_cents: number | null
	payment_phone: string | null
	payment_date: string | null
	approval_date: string | null
	published_date: string | null
	rejection_reason: string | null
	gps_coordinates: string | null
	photo_metadata: string | null
	seller_trust_score: Auto<number>
	email_verified: Flag
	phone_verified: Flag
	is_featured: Flag
	featured_at: string | null
	featured_by: number | null
	featured_expires_at: string | null
}

export interface ListingPhotosTable {
	id: Auto<number>
	listing_id: number
	cloudinary_id: string
	is_primary: Flag
	position: Auto<number>
	created_at: Now
	/**
	 * The photo's perceptual hash (16 hex digits), copied from its upload; '' when there is none to compare (a flat
	 * picture, a missing original); null until computed (photos stored before migration 0015: photo-hash-backfill).
	 */
	phash: string | null
}

export interface TransactionsTable {
	id: Auto<number>
	listing_id: number | null
	amount_cents: number
	mpesa_receipt: string | null
	phone: string | null
	timestamp: Now
}

export interface AlertsTable {
	id: Auto<number>
	buyer_id: number
	name: Auto<string>
	search_query: string | null
	keywords: Json
	categories: Json
	min_price_cents: number | null
	max_price_cents: number | null
	location: string | null
	location_radius: Auto<number>
	conditions: Json
	frequency: Auto<(typeof E.ALERT_FREQUENCIES)[number]>
	is_active: Flag
	matches_count: Auto<number>
	last_matched: string | null
	created_at: Now
	updated_at: Now
}

export interface UserPreferencesTable {
	user_id: number
	preferred_categories: Json
	preferred_locations: Json
	preferred_conditions: Json
	price_range_min_cents: number | null
	price_range_max_cents: number | null
	updated_at: Now
}

export interface BannersTable {
	id: Auto<number>
	title: string
	content: string
	type: Auto<E.BannerType>
	status: Auto<E.BannerStatus>
	start_date: string
	end_date: string
	target_pages: Json
	created_by: number | null
	created_at: Now
	updated_at: Now
}

export interface UserActionsTable {
	id: Auto<number>
	user_id: number
	listing_id: number | null
	action_type: (typeof E.USER_ACTIONS)[number]
	action_metadata: string | null
	timestamp: Now
}

export interface UserSavesTable {
	user_id: number
	listing_id: number
	created_at: Now
}

export interface RecommendationResultsTable {
	id: Auto<number>
	user_id: number
	listing_id: number
	recommendation_type: (typeof E.RECOMMENDATION_TYPES)[number]
	score: number
	reasons: Json
	generated_at: Now
	expires_at: string | null
	/** The user's history the results were made from (app/domain/recommendations/stored.server.ts). */
	basis: Generated<string>
}

export interface BuyerProfilesTable {
	user_id: number
	loyalty_points: Auto<number>
	trust_score: Auto<number>
	successful_purchases: Auto<number>
	total_spent_cents: Auto<number>
	preferred_categories: Json
	preferred_locations: Json
	max_budget_cents: number | null
	communication_preference: Auto<(typeof E.ALERT_CHANNELS)[number]>
}

export interface AlertMatchesTable {
	id: Auto<number>
	alert_id: number
	listing_id: number
	/** Whose alert it was: a listing reaches a buyer once (unique with listing_id). */
	buyer_id: number | null
	/** EMAIL or SMS once sent. */
	channel: 'EMAIL' | 'SMS' | null
	match_score: Auto<number>
	sent_at: string | null
	viewed_at: string | null
	clicked_at: string | null
}

export interface ContactChannelsTable {
	id: Auto<number>
	listing_id: number
	buyer_id: number
	seller_id: number
	channel_type: string
	anonymous_identifier: string
	is_active: Flag
	expires_at: string | null
	created_at: Now
}

export interface FraudDetectionsTable {
	id: Auto<number>
	user_id: number | null
	listing_id: number | null
	detection_type: string
	risk_score: Auto<number>
	details: string | null
	status: Auto<(typeof E.FLAG_STATUSES)[number]>
	reviewed_at: string | null
	admin_notes: string | null
	created_at: Now
}

export interface AlertSubscriptionsTable {
	id: Auto<number>
	buyer_id: number
	plan: Auto<(typeof E.SUBSCRIPTION_PLANS)[number]>
	status: Auto<(typeof E.SUBSCRIPTION_STATUSES)[number]>
	amount_cents: Auto<number>
	mpesa_receipt: string | null
	expires_at: string | null
	auto_renew: Flag
	alerts_sent_today: Auto<number>
	last_alert_sent: string | null
	created_at: Now
	/** EMAIL_ALERTS: the KSH 500 subscription of /alerts; BUYER_PLAN: the dashboard's PREMIUM plan. */
	product: Auto<'EMAIL_ALERTS' | 'BUYER_PLAN'>
}

/** A C2B payment Safaricom confirmed (Daraja's confirmation URL): trans_id is the receipt the payer sees. */
export interface C2bPaymentsTable {
	id: Auto<number>
	trans_id: string
	amount_cents: number
	msisdn: string | null
	bill_ref: string | null
	trans_time: string | null
	received_at: Now
	raw: string
}

export interface ReviewsTable {
	id: Auto<number>
	/** The listing reviewed last: a buyer's one review of a seller moves to the listing they rated last. */
	listing_id: number
	buyer_id: number
	/** The listing's seller: one review per buyer per seller (UNIQUE (seller_id, buyer_id)). */
	seller_id: number
	rating: number
	comment: Auto<string>
	created_at: Now
	/** Set when the buyer changed their review. */
	updated_at: string | null
}

export interface FlagsTable {
	id: Auto<number>
	listing_id: number
	user_id: number
	reason: (typeof E.REPORT_REASONS)[number]
	description: Auto<string>
	status: Auto<(typeof E.FLAG_STATUSES)[number]>
	resolved_by: number | null
	resolved_at: string | null
	created_at: Now
	/** Set when the user changed their open report. */
	updated_at: string | null
}

export interface AdminChatsTable {
	id: Auto<number>
	user_id: number | null
	admin_id: number | null
	subject: Auto<string>
	status: Auto<(typeof E.CASE_STATUSES)[number]>
	created_at: Now
	/** The random value of a guest's signed cookie: one conversation per browser. */
	guest_key: string | null
	user_name: Auto<string>
	/** The bot's "I don't know" answers in a row; the second hands over to a person. */
	bot_misses: Auto<number>
	/** When a person was asked for: the conversation is in the admin Support inbox from then on. */
	handed_over_at: string | null
	last_message_at: string | null
	/** The newest message an admin has seen. */
	admin_read_id: Auto<number>
}

export interface ChatMessagesTable {
	id: Auto<number>
	chat_id: number
	sender_id: number | null
	message: string
	is_admin: Flag
	created_at: Now
	is_bot: Flag
	sender_name: Auto<string>
}

export interface OffersTable {
	id: Auto<number>
	listing_id: number
	buyer_id: number
	amount_cents: number
	message: Auto<string>
	status: Auto<(typeof E.OFFER_STATUSES)[number]>
	created_at: Now
	expires_at: string | null
	seller_response: string | null
	responded_at: string | null
	counter_amount_cents: number | null
	last_move_by: Auto<'BUYER' | 'SELLER'>
}

export interface TrustScoresTable {
	user_id: number
	score: Auto<number>
	level: Auto<(typeof E.TRUST_LEVELS)[number]>
	factors: Json
	updated_at: Now
}

export interface AdminAlertsTable {
	id: Auto<number>
	title: string
	message: string
	severity: Auto<(typeof E.ALERT_TYPES)[number]>
	channel: Auto<(typeof E.ALERT_CHANNELS)[number]>
	is_read: Flag
	is_resolved: Flag
	created_at: Now
}

export interface ModerationLogsTable {
	id: Auto<number>
	admin_id: number | null
	target_type: string
	target_id: number
	action: string
	from_status: string | null
	to_status: string | null
	reason: string | null
	created_at: Now
	/** For a listing: the fraud detector's level when the move was logged (migration 0016); null when not assessed. */
	fraud_risk: (typeof E.FRAUD_RISKS)[number] | null
}

/** A warning an admin sent a user (SEND_WARNING): shown to them once, at their next sign-in (seen_at). */
export interface UserWarningsTable {
	id: Auto<number>
	user_id: number
	admin_id: number | null
	reason: string
	created_at: Now
	seen_at: string | null
}

export interface FraudAlertsTable {
	id: Auto<number>
	user_id: number | null
	listing_id: number | null
	risk_level: (typeof E.FRAUD_RISKS)[number]
	risk_score: number
	indicators: Json
	metadata: Json
	is_reviewed: Flag
	created_at: Now
	/** When the listing was last assessed (one row per listing, updated in place). */
	assessed_at: string | null
	/** The highest level an admin_alerts row was raised for. */
	alerted_level: (typeof E.FRAUD_RISKS)[number] | null
}

export interface SystemMetricsTable {
	id: Auto<number>
	metric_name: string
	value: number
	health: (typeof E.SYSTEM_HEALTH)[number] | null
	recorded_at: Now
}

export interface AdminReportsTable {
	id: Auto<number>
	title: string
	type: (typeof E.REPORT_TYPES)[number]
	status: Auto<(typeof E.REPORT_STATUSES)[number]>
	config: Json
	file_path: string | null
	created_by: number | null
	created_at: Now
}

export interface AutomatedWorkflowsTable {
	id: Auto<number>
	title: string
	trigger_conditions: Json
	actions: Json
	config: Json
	status: Auto<(typeof E.WORKFLOW_STATUSES)[number]>
	created_at: Now
}

export interface CasesManagementTable {
	id: Auto<number>
	title: string
	description: Auto<string>
	priority: Auto<(typeof E.CASE_PRIORITIES)[number]>
	status: Auto<(typeof E.CASE_STATUSES)[number]>
	assigned_to: number | null
	related_listing_id: number | null
	related_user_id: number | null
	evidence: Json
	resolution: string | null
	created_at: Now
	/** A conversation attached to the case (migration 0021): admins may read it while it is. */
	related_conversation_id: number | null
}

export interface AnalyticsEventsTable {
	id: Auto<number>
	event_type: string
	user_id: number | null
	session_id: string | null
	properties: Json
	ip_address: string | null
	created_at: Now
}

export interface ContactMessagesTable {
	id: Auto<number>
	name: string
	email: string
	phone: string | null
	subject: string
	message: string
	created_at: Now
}

export interface IssueReportsTable {
	id: Auto<number>
	user_id: number | null
	type: (typeof E.ISSUE_TYPES)[number]
	urgency: (typeof E.ISSUE_URGENCIES)[number]
	subject: string
	description: string
	evidence: string | null
	contact: string | null
	created_at: Now
}

export interface MailOutboxTable {
	id: Auto<number>
	to_address: string
	subject: string
	body: string
	/** The same message as HTML (alert emails show photos); null for plain text only. */
	html: string | null
	/** JSON object of extra headers (List-Unsubscribe). */
	headers: string | null
	created_at: Now
	sent_at: string | null
	/** Why the last try failed: for good when `retry_at` is null (not tried again), else for now. */
	error: string | null
	attempts: Generated<number>
	/** A message refused for now is tried again from then on. */
	retry_at: string | null
}

/** One buyer and one listing's seller talking (migration 0021); the unread counts are each side's. */
export interface ConversationsTable {
	id: Auto<number>
	listing_id: number
	buyer_id: number
	seller_id: number
	created_at: Now
	/** The newest message's time: both inboxes are ordered by it. */
	last_message_at: Now
	last_message_id: number | null
	buyer_unread: Auto<number>
	seller_unread: Auto<number>
	/** The newest message each side has seen. */
	buyer_read_id: Auto<number>
	seller_read_id: Auto<number>
	/** The side that blocked the other: the other may not write again. */
	blocked_by: number | null
	blocked_at: string | null
}

/** A message of a conversation, or an offer's move shown in it (kind OFFER). */
export interface ConversationMessagesTable {
	id: Auto<number>
	conversation_id: number
	/** Null for Soko's own events (an offer that expired) and for a deleted account. */
	sender_id: number | null
	kind: 'MESSAGE' | 'OFFER'
	body: Auto<string>
	offer_id: number | null
	offer_event: 'made' | 'countered' | 'accepted' | 'rejected' | 'withdrawn' | 'expired' | null
	/** The amount the offer event put on the table. */
	amount_cents: number | null
	/** The code of the scam check the message failed (app/domain/trust/fraud/message-language.ts); null when none. */
	warning: string | null
	/** The key the sender's page made for the message (migration 0023): sent twice from the offline queue, stored once. */
	client_key: string | null
	created_at: Now
}

/** A party's report of a conversation, waiting in the moderation queue with the thread. */
export interface ConversationReportsTable {
	id: Auto<number>
	conversation_id: number
	reporter_id: number
	reason: string
	status: Auto<(typeof E.FLAG_STATUSES)[number]>
	resolved_by: number | null
	resolved_at: string | null
	created_at: Now
	updated_at: string | null
}

/** One thing a person is told (migration 0022): what it is about, its words' parameters, how else it was sent. */
export interface NotificationsTable {
	id: Auto<number>
	user_id: number
	kind: E.NotificationKind
	listing_id: number | null
	offer_id: number | null
	conversation_id: number | null
	/** JSON object of the words' parameters ({title}, {amount}, {reason}...). */
	params: Json
	/** SMS or EMAIL when a message was queued with it; null when it is on the list only. */
	channel: E.NotifyChannel | null
	/** Set for a notice given once (a listing's expiry warning): unique. */
	once_key: string | null
	created_at: Now
	read_at: string | null
}

/** A text message: SMS_MODE=outbox keeps it here for admins; africastalking records the gateway's answer. */
export interface SmsOutboxTable {
	id: Auto<number>
	to_phone: string
	body: string
	created_at: Now
	sent_at: string | null
	provider_message_id: string | null
	error: string | null
}

/** An active buyer alert filed under a word or category a listing must carry to match it. */
export interface AlertTermsTable {
	term: string
	alert_id: number
}

/** One STK push: for a listing's fee (listing_id) or a month of a product (product, for user_id); exactly one is set. */
export interface PaymentAttemptsTable {
	id: Auto<number>
	listing_id: number | null
	product: 'EMAIL_ALERTS' | 'BUYER_PLAN' | null
	user_id: number | null
	/** Daraja's id for the push; null until Daraja answers it (the attempt is recorded before the push is sent). */
	checkout_request_id: string | null
	merchant_request_id: string | null
	phone: string
	amount_cents: number
	status: Auto<E.PaymentStatus>
	result_code: number | null
	result_desc: string | null
	mpesa_receipt: string | null
	created_at: Now
	completed_at: string | null
	/** Ours, sent as the push's AccountReference (a C2B confirmation's BillRefNumber); null on attempts from before it. */
	reference: string | null
	/** 1 while the prompt may still be on the payer's phone: one per listing, one per user's product (unique index). */
	in_flight: 1 | null
}

/** A paid STK callback Soko could match to no attempt: kept, and shown to admins in the Payment Fixer. */
export interface UnmatchedPaymentsTable {
	id: Auto<number>
	checkout_request_id: string
	mpesa_receipt: string | null
	amount_cents: number
	phone: string | null
	paid_at: string
	raw: string
	received_at: Now
}

export interface UploadsTable {
	public_id: string
	user_id: number | null
	bytes: number
	width: number
	height: number
	created_at: Now
	/** The stored original's perceptual hash (app/domain/trust/fraud/perceptual-hash.server.ts); '' and null as on listing_photos. */
	phash: string | null
}

export interface DB {
	users: UsersTable
	sessions: SessionsTable
	sign_ins: SignInsTable
	login_throttle: LoginThrottleTable
	rate_limits: RateLimitsTable
	password_reset_tokens: PasswordResetTokensTable
	phone_codes: PhoneCodesTable
	seller_profiles: SellerProfilesTable
	listings: ListingsTable
	listing_photos: ListingPhotosTable
	transactions: TransactionsTable
	alerts: AlertsTable
	user_preferences: UserPreferencesTable
	banners: BannersTable
	user_actions: UserActionsTable
	user_saves: UserSavesTable
	recommendation_results: RecommendationResultsTable
	buyer_profiles: BuyerProfilesTable
	alert_matches: AlertMatchesTable
	contact_channels: ContactChannelsTable
	fraud_detections: FraudDetectionsTable
	alert_subscriptions: AlertSubscriptionsTable
	c2b_payments: C2bPaymentsTable
	reviews: ReviewsTable
	flags: FlagsTable
	admin_chats: AdminChatsTable
	chat_messages: ChatMessagesTable
	offers: OffersTable
	conversations: ConversationsTable
	conversation_messages: ConversationMessagesTable
	conversation_reports: ConversationReportsTable
	trust_scores: TrustScoresTable
	admin_alerts: AdminAlertsTable
	moderation_logs: ModerationLogsTable
	user_warnings: UserWarningsTable
	fraud_alerts: FraudAlertsTable
	system_metrics: SystemMetricsTable
	admin_reports: AdminReportsTable
	automated_workflows: AutomatedWorkflowsTable
	cases_management: CasesManagementTable
	analytics_events: AnalyticsEventsTable
	contact_messages: ContactMessagesTable
	issue_reports: IssueReportsTable
	mail_outbox: MailOutboxTable
	sms_outbox: SmsOutboxTable
	notifications: NotificationsTable
	alert_terms: AlertTermsTable
	payment_attempts: PaymentAttemptsTable
	unmatched_payments: UnmatchedPaymentsTable
	uploads: UploadsTable
	job_runs: JobRunsTable
	shared_versions: SharedVersionsTable
}

export type User = Selectable<UsersTable>
export type Listing = Selectable<ListingsTable>
export type NewListing = Insertable<ListingsTable>
export type Banner = Selectable<BannersTable>
