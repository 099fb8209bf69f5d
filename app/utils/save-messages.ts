/** The texts of saving (spec 1 §8), shared by the server (toasts after a plain form post) and the Save toggle. */
export const SAVE_SIGN_IN_MESSAGE = 'You need to be signed in to save items'

export const SAVE_TOASTS = {
	saved: { title: 'Saved', description: 'Item added to your saved items' },
	removed: { title: 'Removed from saved', description: 'Item removed from your saved items' },
	saveFailed: { title: 'Error', description: 'Failed to save item', variant: 'error' },
	removeFailed: { title: 'Error', description: 'Failed to remove item from saved', variant: 'error' },
} as const
