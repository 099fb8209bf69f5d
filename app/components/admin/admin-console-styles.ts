import href from '#app/styles/admin-console.css?url'

/** The `links` of the admin console's pages: their own small stylesheet, kept out of every other page's first response. */
export const adminConsoleLinks = () => [{ rel: 'stylesheet', href }]
