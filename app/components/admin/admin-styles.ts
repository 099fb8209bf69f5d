import adminCss from '#app/styles/admin.css?url'

/**
 * Every admin route's `links`: the console's stylesheet, loaded by admin pages alone (also when reached by a client-side
 * navigation), so public pages' first responses don't carry it.
 */
export const adminLinks = () => [{ rel: 'stylesheet', href: adminCss }]
