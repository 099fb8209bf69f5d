/** How long a listing may be featured (spec 2 §9); zod-free for the Featured page's client code. */
export const FEATURE_DAYS = [3, 7, 14, 30] as const
export const DEFAULT_FEATURE_DAYS = 7

export const FEATURE_FAILED = 'Failed to feature listing'
export const UNFEATURE_FAILED = 'Failed to unfeature listing'
