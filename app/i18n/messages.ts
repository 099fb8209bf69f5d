/**
 * Swahili by the `messageKey` of its English (translate.ts). A module of its own: translate.ts reads the page's words
 * through render-dictionary.ts and area-words.ts, which hold such dictionaries, so none of them imports the other back.
 */
export type Messages = Readonly<Record<string, string>>
