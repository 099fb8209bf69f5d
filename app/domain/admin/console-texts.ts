/** Texts every admin console page shares (spec 2 §8); zod-free for client code. */
export const FETCH_FAILED = 'Failed to fetch admin data'
