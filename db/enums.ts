/** Every enumeration of the data model (spec 2 §3). CHECK constraints, zod schemas and types all come from here. */
export const USER_ROLES = ['BUYER', 'SELLER', 'ADMIN'] as const
export const ITEM_CONDITIONS = ['NEW', 'LIKE_NEW', 'GOOD', 'FAIR', 'POOR'] as const
export const LISTING_STATUSES = [
	'DRAFT',
	'PENDING_APPROVAL',
	'APPROVED',
	'REJECTED',
	'PAYMENT_PENDING',
	'PUBLISHED',
	'SOLD',
	'EXPIRED',
] as const
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const
export const OFFER_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'EXPIRED'] as const
export const USER_ACTIONS = ['VIEW', 'LIKE', 'SHARE', 'SEARCH', 'PURCHASE', 'CONTACT_SELLER'] as const
export const RECOMMENDATION_TYPES = [
	'COLLABORATIVE',
	'CONTENT_BASED',
	'POPULAR',
	'CATEGORY_BASED',
	'LOCATION_BASED',
] as const
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'EXPIRED', 'CANCELLED', 'SUSPENDED'] as const
export const ALERT_FREQUENCIES = ['INSTANT', 'DAILY', 'WEEKLY'] as const
export const SUBSCRIPTION_PLANS = ['BASIC', 'PREMIUM'] as const
export const FLAG_STATUSES = ['PENDING', 'REVIEWED', 'RESOLVED', 'DISMISSED'] as const
export const ALERT_TYPES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO'] as const
export const ALERT_CHANNELS = ['SMS', 'PUSH', 'EMAIL', 'DASHBOARD'] as const
export const MODERATION_ACTIONS = ['APPROVE', 'REJECT', 'FLAG', 'SUSPEND', 'DELETE'] as const
export const FRAUD_RISKS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const
export const SYSTEM_HEALTH = ['HEALTHY', 'WARNING', 'CRITICAL', 'MAINTENANCE'] as const
export const REPORT_TYPES = ['ANALYTICS', 'FINANCIAL', 'MODERATION', 'SECURITY', 'CUSTOM'] as const
export const REPORT_STATUSES = ['PENDING', 'GENERATING', 'COMPLETED', 'FAILED', 'SCHEDULED'] as const
export const WORKFLOW_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED'] as const
export const TRUST_LEVELS = ['UNVERIFIED', 'BASIC', 'VERIFIED', 'PREMIUM', 'FLAGGED'] as const
export const CASE_STATUSES = ['OPEN', 'INVESTIGATING', 'RESOLVED', 'CLOSED', 'ESCALATED'] as const
export const CASE_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH', 'URGENT', 'CRITICAL'] as const
export const BANNER_TYPES = ['ANNOUNCEMENT', 'MAINTENANCE', 'FEATURE', 'EMERGENCY', 'PROMOTIONAL'] as const
export const BANNER_STATUSES = ['DRAFT', 'ACTIVE', 'PAUSED', 'EXPIRED'] as const
export const REPORT_REASONS = [
	'inappropriate_content',
	'misleading_description',
	'counterfeit_item',
	'prohibited_item',
	'spam',
	'other',
] as const
export const ISSUE_TYPES = [
	'scam',
	'fake-listing',
	'inappropriate-content',
	'harassment',
	'counterfeit',
	'payment-issue',
	'technical',
	'other',
] as const
export const ISSUE_URGENCIES = ['low', 'medium', 'high', 'urgent'] as const

export type UserRole = (typeof USER_ROLES)[number]
export type ItemCondition = (typeof ITEM_CONDITIONS)[number]
export type ListingStatus = (typeof LISTING_STATUSES)[number]
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export type BannerType = (typeof BANNER_TYPES)[number]
export type BannerStatus = (typeof BANNER_STATUSES)[number]
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
/** What a person is told about (issue 24 §1b): their listings' moves, offers both ways, a conversation's new message. */
export const NOTIFICATION_KINDS = [
	'LISTING_APPROVED',
	'LISTING_REJECTED',
	'LISTING_PUBLISHED',
	'LISTING_EXPIRING',
	'LISTING_EXPIRED',
	'OFFER_MADE',
	'OFFER_COUNTERED',
	'OFFER_ACCEPTED',
	'OFFER_REJECTED',
	'OFFER_EXPIRED',
	'NEW_MESSAGE',
] as const
/** How a notification also reaches the person, by their choice. */
export const NOTIFY_CHANNELS = ['SMS', 'EMAIL'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number]

/** What an SMS code proves (migration 0024): the account's number, a new number for it, or a password reset by phone. */
export const PHONE_CODE_PURPOSES = ['verify', 'change', 'reset'] as const
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number]
