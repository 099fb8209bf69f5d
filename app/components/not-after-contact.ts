import type { ShouldRevalidateFunction } from 'react-router'

/**
 * Pressing Contact answers only this form: the pages around it need no reload. For the shouldRevalidate of the routes
 * that show a listing (the listing page, the home page's dialog); apart from contact-seller.tsx, so that the home page
 * doesn't load the Contact form's code to say so.
 */
export const notAfterContact: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
	formData?.get('intent') === 'contact' ? false : defaultShouldRevalidate
