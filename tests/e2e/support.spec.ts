import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, expectToast, skipBrowserValidation, visit } from './helpers.ts'

const FAQ_CATEGORIES = ['Getting Started', 'Buying', 'Selling', 'Safety']

function faqSection(page: Page) {
	return page.getByRole('region', { name: 'Frequently Asked Questions' })
}

/** The FAQ entries (each a question you can open). */
function faqEntries(page: Page) {
	return faqSection(page).locator('details')
}

function contactForm(page: Page) {
	return page.getByRole('region', { name: 'Send us a message' }).locator('form')
}

function reportForm(page: Page) {
	return page.getByRole('region', { name: 'Tell us what happened' }).locator('form')
}

for (const mode of MODES) {
	test.describe(`support ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('help center: ?q=M-PESA filters the FAQs', async ({ page }) => {
			await visit(page, '/help-center', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible()
			for (const category of FAQ_CATEGORIES) await expect(faqSection(page).getByRole('heading', { name: category, exact: true })).toBeVisible()
			const all = await faqEntries(page).count()

			await visit(page, '/help-center?q=M-PESA', mode.javaScriptEnabled)
			const shown = await faqEntries(page).count()
			expect(shown).toBeGreaterThan(0)
			expect(shown).toBeLessThan(all)
			await expect(faqSection(page).getByRole('status')).toContainText(`${shown} result${shown === 1 ? '' : 's'} for M-PESA`)
			for (const text of await faqEntries(page).allTextContents()) expect(text.toLowerCase()).toContain('m-pesa')
			await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('M-PESA')
			// An entry opens to show its answer.
			const entry = faqEntries(page).first()
			await entry.locator('summary').click()
			await expect(entry.getByRole('paragraph')).toBeVisible()
			// The search is case-insensitive.
			await visit(page, '/help-center?q=m-pesa', mode.javaScriptEnabled)
			await expect(faqEntries(page)).toHaveCount(shown)
		})

		test('help center: a nonsense search shows "No results found" and Clear Search brings all FAQs back', async ({ page }) => {
			await visit(page, '/help-center', mode.javaScriptEnabled)
			const all = await faqEntries(page).count()
			await page.getByRole('searchbox', { name: 'Search help articles' }).fill('xqzvwkj')
			await page.getByRole('search').filter({ has: page.getByRole('searchbox', { name: 'Search help articles' }) }).getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL('/help-center?q=xqzvwkj')
			await expect(faqSection(page).getByText('No results found')).toBeVisible()
			await expect(faqEntries(page)).toHaveCount(0)
			await faqSection(page).getByRole('link', { name: 'Clear Search' }).click()
			await expect(page).toHaveURL('/help-center')
			await expect(faqEntries(page)).toHaveCount(all)
			await expect(faqSection(page).getByText('No results found')).toHaveCount(0)
			await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('')
			for (const category of FAQ_CATEGORIES) await expect(faqSection(page).getByRole('heading', { name: category, exact: true })).toBeVisible()
		})

		test('help center: "contact seller" and "mpesa" find answers; no placeholder contact details', async ({ page }) => {
			await visit(page, '/help-center?q=contact+seller', mode.javaScriptEnabled)
			await expect(faqEntries(page).filter({ hasText: 'How do I contact a seller?' })).toHaveCount(1)
			await visit(page, '/help-center?q=mpesa', mode.javaScriptEnabled)
			const mpesa = await faqEntries(page).count()
			expect(mpesa).toBeGreaterThan(0)
			await visit(page, '/help-center?q=M-PESA', mode.javaScriptEnabled)
			await expect(faqEntries(page)).toHaveCount(mpesa)
			await expect(page.getByText('700 000 000')).toHaveCount(0)
			await expect(page.getByRole('heading', { name: 'Support Hours' })).toBeVisible()
			await visit(page, '/contact', mode.javaScriptEnabled)
			await expect(page.getByText('700 000 000')).toHaveCount(0)
		})

		test('contact: an empty message shows what is required', async ({ page }) => {
			await visit(page, '/contact', mode.javaScriptEnabled)
			const form = contactForm(page)
			await skipBrowserValidation(form)
			await form.getByRole('button', { name: 'Send Message' }).click()
			await expect(form.getByText('Name is required')).toBeVisible()
			await expect(form.getByText('Email is required')).toBeVisible()
			await expect(form.getByText('Subject is required')).toBeVisible()
			await expect(form.getByText('Message is required')).toBeVisible()
			await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
			await expect(page.getByText('Message sent')).toHaveCount(0)
		})

		test('contact: a bad email is refused and what was typed is kept', async ({ page }) => {
			await visit(page, '/contact', mode.javaScriptEnabled)
			const form = contactForm(page)
			await skipBrowserValidation(form)
			await form.getByLabel('Name', { exact: true }).fill('Wanjiku Kamau')
			await form.getByLabel('Email', { exact: true }).fill('wanjiku-at-example')
			await form.getByLabel('Subject', { exact: true }).fill('Renewing a listing')
			await form.getByLabel('Message', { exact: true }).fill('How do I renew my listing?')
			await form.getByRole('button', { name: 'Send Message' }).click()
			await expect(form.getByText('Please enter a valid email address')).toBeVisible()
			await expect(form.getByText('Name is required')).toHaveCount(0)
			await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Wanjiku Kamau')
			await expect(form.getByLabel('Message', { exact: true })).toHaveValue('How do I renew my listing?')
		})

		test('contact: a valid message toasts "Message sent" and empties the form', async ({ page }) => {
			await visit(page, '/contact', mode.javaScriptEnabled)
			const form = contactForm(page)
			await form.getByLabel('Name', { exact: true }).fill('Wanjiku Kamau')
			await form.getByLabel('Email', { exact: true }).fill('wanjiku@example.com')
			await form.getByLabel('Phone (optional)').fill('0712 345 678')
			await form.getByLabel('Subject', { exact: true }).fill('Renewing a listing')
			await form.getByLabel('Message', { exact: true }).fill('How do I renew my listing after 30 days?')
			await form.getByRole('button', { name: 'Send Message' }).click()
			await expectToast(page, 'Message sent')
			// The promise follows the support hours: 24 hours while open, else the next opening.
			await expectToast(page, /We'll reply within 24 hours\.|We're closed now and will reply after we open (today|tomorrow|on \w+) at \d{1,2}:\d{2} [AP]M EAT\./)
			await expect(page).toHaveURL('/contact')
			await expect(contactForm(page).getByLabel('Name', { exact: true })).toHaveValue('')
			await expect(contactForm(page).getByLabel('Message', { exact: true })).toHaveValue('')
		})

		test('report issue: an empty report shows what is required', async ({ page }) => {
			await visit(page, '/report-issue', mode.javaScriptEnabled)
			const form = reportForm(page)
			await skipBrowserValidation(form)
			await form.getByRole('button', { name: 'Submit Report' }).click()
			await expect(form.getByText('Please choose the type of issue')).toBeVisible()
			await expect(form.getByText('Please choose how urgent it is')).toBeVisible()
			await expect(form.getByText('Subject is required')).toBeVisible()
			await expect(form.getByText('Description is required')).toBeVisible()
			await expect(page.getByText('Report submitted')).toHaveCount(0)
		})

		test('report issue: a valid report toasts "Report submitted"', async ({ page }) => {
			await visit(page, '/report-issue', mode.javaScriptEnabled)
			await expect(page.getByText(/call the police on 999 or 112/)).toBeVisible()
			const form = reportForm(page)
			await form.getByLabel('Type of issue').selectOption({ label: 'Fake listing' })
			await form.getByLabel('How urgent is it?').selectOption('high')
			await form.getByLabel('Subject', { exact: true }).fill('Seller asked for a deposit before meeting')
			await form.getByLabel('Description', { exact: true }).fill('The seller of a phone in Nairobi asked me to send KSh 2,000 by M-PESA first.')
			await form.getByLabel('Evidence (optional)').fill('M-PESA code QHX12ABC34')
			await form.getByLabel('How can we reach you? (optional)').fill('0722 345 678')
			await form.getByRole('button', { name: 'Submit Report' }).click()
			await expectToast(page, 'Report submitted')
			await expectToast(page, 'Thank you for helping keep our marketplace safe.')
			await expectToast(page, /Your reference is SOKO-\d{4}-\d{6}: quote it if you contact us about this report\./)
			await expect(page).toHaveURL('/report-issue')
			await expect(reportForm(page).getByLabel('Subject', { exact: true })).toHaveValue('')
		})
	})
}
