import type { Messages } from '../translate.ts'

/**
 * Swahili of the admin pages about people and what they see: Users (search, roles, bulk actions), Featured, Banners,
 * Messages and Support.
 */
export const adminPeople: Messages = {}
