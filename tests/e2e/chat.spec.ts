import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { adminLoginForm, newVisitor, uniqueWord, visit } from './helpers.ts'

/** The admin, in a browser of their own, answers the conversation whose last message holds `word`. */
async function adminAnswers(adminPage: Page, javaScriptEnabled: boolean, { word, reply, unread }: { word: string; reply: string; unread: number }) {
	await adminLoginForm(adminPage, javaScriptEnabled)
	await expect(adminPage).toHaveURL('/admin')
	await visit(adminPage, '/admin/support', javaScriptEnabled)
	const inbox = adminPage.getByRole('region', { name: 'Conversations waiting for a person' })
	const item = inbox.getByRole('listitem').filter({ hasText: word })
	// Everything the visitor wrote, the bot's part of the conversation included, is unread.
	await expect(item.getByText(`${unread} unread`)).toBeVisible()
	await item.getByRole('link', { name: 'Guest' }).click()
	const chat = adminPage.getByRole('region', { name: 'Chat with Guest' })
	await expect(chat.getByText(word)).toBeVisible()
	await chat.getByLabel('Your reply').fill(reply)
	await chat.getByRole('button', { name: 'Send reply' }).click()
	await expect(chat.getByRole('listitem').filter({ hasText: reply })).toBeVisible()
	return chat
}

test.describe('chat with JS', () => {
	test('a visitor asks the bot about the fee, asks for a person, and the admin answers from the inbox in real time', async ({ page, browser, baseURL, watchConsole }) => {
		const widgetRequests: string[] = []
		page.on('request', (r) => {
			if (/chat-widget/.test(r.url())) widgetRequests.push(r.url())
		})
		await visit(page, '/', true)
		expect(await page.content()).not.toContain('chat-widget')
		expect(widgetRequests).toEqual([])

		await page.getByRole('link', { name: 'Chat Support' }).click()
		const widget = page.getByRole('region', { name: 'Chat Support' })
		await expect(widget.getByRole('status')).toHaveText('Soko Bot is online')
		expect(widgetRequests).toHaveLength(1)
		const box = widget.getByPlaceholder('Type your message...')

		// Shift+Enter is a new line, not a send.
		await box.fill('How much is the listing fee?')
		await box.press('Shift+Enter')
		await expect(box).toHaveValue('How much is the listing fee?\n')
		await box.press('Enter')
		await expect(box).toHaveValue('')
		await expect(widget.getByText('Soko Bot is typing…')).toBeVisible()
		await expect(widget.getByText('Soko Bot is typing…')).toBeHidden({ timeout: 4000 })
		const answer = widget.getByRole('listitem').filter({ hasText: 'listing fee of KES 15' })
		await expect(answer).toBeVisible()
		await expect(answer.locator('time')).toHaveText(/^\d\d:\d\d$/)

		await box.fill('talk to a person')
		await box.press('Enter')
		await expect(widget.getByText('asking a person from our support team')).toBeVisible()
		// Nobody from support has opened it yet (issue 26): the chat waits, it does not say a person is here.
		await expect(widget.getByRole('status')).toHaveText('Waiting for a person from Soko support')
		const word = uniqueWord()
		await box.fill(`My order code is ${word}`)
		await box.press('Enter')
		await expect(widget.getByRole('listitem').filter({ hasText: word })).toBeVisible()

		// Closed, the button counts what arrives.
		await widget.getByRole('button', { name: 'Close chat' }).click()
		await expect(widget).toBeHidden()

		const admin = await newVisitor(browser, baseURL!, true)
		const adminPage = await admin.newPage()
		watchConsole(adminPage)
		const reply = `Hello, Amina from Soko here (${word})`
		const chat = await adminAnswers(adminPage, true, { word, reply, unread: 3 })

		await expect(page.getByRole('link', { name: 'Chat Support, 2 unread' })).toBeVisible()
		await page.getByRole('link', { name: /Chat Support, \d unread/ }).click()
		await expect(widget.getByText('A person from Soko support has joined the chat.')).toBeVisible()
		await expect(widget.getByRole('status')).toHaveText('A person from Soko support is here')
		await expect(widget.getByRole('listitem').filter({ hasText: reply })).toContainText('Soko Support')
		await expect(page.getByRole('link', { name: /Chat Support/ })).toBeHidden()

		// The visitor's answer reaches the admin's open page without a reload.
		await box.fill(`Thanks ${word}!`)
		await box.press('Enter')
		await expect(chat.getByText(`Thanks ${word}!`)).toBeVisible()

		// Minimise and expand; the conversation is still there after a reload (history).
		await widget.getByRole('button', { name: 'Minimise chat' }).click()
		await expect(box).toBeHidden()
		await widget.getByRole('button', { name: 'Expand chat' }).click()
		await page.reload()
		await page.getByRole('link', { name: 'Chat Support' }).click()
		await expect(widget.getByRole('listitem').filter({ hasText: reply })).toBeVisible()

		await chat.getByRole('button', { name: 'Close conversation' }).click()
		await expect(adminPage.getByRole('region', { name: 'Conversations waiting for a person' }).getByText(word)).toBeHidden()
		await expect(widget.getByText('This conversation was closed by Soko support.')).toBeVisible()
		await admin.close()
	})
})

test.describe('chat with JS, offline', () => {
	// The service worker precaches the widget's chunk, and page.route can't stop what it serves: keep it out here.
	test.use({ serviceWorkers: 'block' })

	test('when the widget cannot load, the button stays a link to the chat page and the page keeps working', async ({ page }) => {
		await visit(page, '/browse', true)
		await page.route(/chat-widget-[^/]*\.js$/, (route) => route.abort())
		await page.getByRole('link', { name: 'Chat Support' }).click()
		await expect(page).toHaveURL('/browse')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await page.getByRole('link', { name: 'Chat Support' }).click()
		await expect(page).toHaveURL('/help-center/chat')
		await expect(page.getByRole('heading', { level: 1, name: 'Chat Support' })).toBeVisible()
	})
})

test.describe('chat without JS', () => {
	test.use({ javaScriptEnabled: false })

	test('the chat button is a link to /help-center/chat, where the same conversation is a plain form', async ({ page, browser, baseURL }) => {
		await visit(page, '/', false)
		await page.getByRole('link', { name: 'Chat Support' }).click()
		await expect(page).toHaveURL('/help-center/chat')
		await expect(page.getByRole('heading', { level: 1, name: 'Chat Support' })).toBeVisible()
		await expect(page.getByText('Soko Bot is online')).toBeVisible()
		const messages = page.getByRole('list', { name: 'Messages' })

		await page.getByLabel('Your message').fill('How much is the listing fee?')
		await page.getByRole('button', { name: 'Send', exact: true }).click()
		await expect(messages.getByRole('listitem').filter({ hasText: 'listing fee of KES 15' })).toBeVisible()
		await expect(page.getByLabel('Your message')).toHaveValue('')

		await page.getByRole('button', { name: 'Talk to a person' }).click()
		await expect(messages.getByText('asking a person from our support team')).toBeVisible()
		await expect(page.getByText('Waiting for a person from Soko support')).toBeVisible()
		const word = uniqueWord()
		await page.getByLabel('Your message').fill(`My question is about ${word}`)
		await page.getByRole('button', { name: 'Send', exact: true }).click()
		await expect(messages.getByText(word)).toBeVisible()

		const admin = await newVisitor(browser, baseURL!, false)
		const adminPage = await admin.newPage()
		const reply = `Karibu! Support answering about ${word}`
		await adminAnswers(adminPage, false, { word, reply, unread: 3 })

		await page.getByRole('link', { name: 'Check for replies' }).click()
		await expect(messages.getByText('A person from Soko support has joined the chat.')).toBeVisible()
		await expect(page.getByText('A person from Soko support is here')).toBeVisible()
		await expect(messages.getByRole('listitem').filter({ hasText: reply })).toContainText('Soko Support')

		// A refused message says why and keeps what was typed.
		await page.getByLabel('Your message').evaluate((box) => box.removeAttribute('maxlength'))
		await page.getByLabel('Your message').fill('x'.repeat(1001))
		await page.getByRole('button', { name: 'Send', exact: true }).click()
		await expect(page.getByText('Messages can be at most 1000 characters.')).toBeVisible()
		await admin.close()
	})
})
