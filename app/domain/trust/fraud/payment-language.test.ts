import { describe, expect, test } from 'vitest'
import { paymentLanguageIndicators } from './payment-language.ts'

const codes = (description: string, title = 'Samsung Galaxy A14 64GB') =>
	paymentLanguageIndicators({ title, description })
		.map((i) => i.code)
		.sort()

describe('paymentLanguageIndicators', () => {
	test.each([
		['Pay a deposit of 2000 to secure the phone', 'ADVANCE_PAYMENT'],
		['Deposit ksh 1500 first then I send it', 'ADVANCE_PAYMENT'],
		['Send money first then I dispatch', 'ADVANCE_PAYMENT'],
		['Serious buyers only send 50% and the rest on delivery', 'ADVANCE_PAYMENT'],
		['Payment upfront, no exceptions', 'ADVANCE_PAYMENT'],
		['Full payment before delivery', 'ADVANCE_PAYMENT'],
		['Tuma pesa nikutumie simu', 'ADVANCE_PAYMENT'],
		['Lipa kwanza alafu nitume mzigo', 'ADVANCE_PAYMENT'],
		['Tuma doo kabla sijatuma', 'ADVANCE_PAYMENT'],
		['Malipo ya mapema tu', 'ADVANCE_PAYMENT'],
		['Pay for delivery first via mpesa', 'ADVANCE_PAYMENT'],
		['Car is at the port, pay the clearance fee and it is yours', 'ADVANCE_PAYMENT'],
		['Pay 20% to book it before someone else does', 'ADVANCE_PAYMENT'],
		['No time wasters, send deposit first', 'ADVANCE_PAYMENT'],
		['Niko Eldoret, nitakutumia na bus ukituma doo', 'ADVANCE_PAYMENT'],
		['Tuma 500 ya kusafirisha kwanza', 'ADVANCE_PAYMENT'],
		['Mzigo unatumwa ukishalipa', 'ADVANCE_PAYMENT'],
		['No viewing, we deliver', 'NO_VIEWING'],
		['Hakuna viewing, tunadeliver', 'NO_VIEWING'],
		['Viewing is not allowed due to covid', 'NO_VIEWING'],
		['Delivery only', 'NO_VIEWING'],
		['Lipa na M-PESA till number 5123456', 'PAYMENT_NUMBER'],
		['Paybill 247247 account 0712345678', 'CONTACT_IN_TEXT,PAYMENT_NUMBER'],
		['We deliver countrywide via G4S', 'COURIER_DELIVERY'],
		['Sent through Wells Fargo to your town', 'COURIER_DELIVERY'],
		['Parcel via matatu parcel services', 'COURIER_DELIVERY'],
		['WhatsApp me on 0712 345 678', 'CONTACT_IN_TEXT'],
		['Call +254 722 123456 for details', 'CONTACT_IN_TEXT'],
		['Email me at seller.kenya@gmail.com', 'CONTACT_IN_TEXT'],
		['Contact 0110123456', 'CONTACT_IN_TEXT'],
	])('%j -> %s', (description, expected) => {
		expect(codes(description).join(',')).toBe(expected)
	})

	test.each([
		'Pay on delivery. Viewing welcome at our shop in Westlands.',
		'M-PESA accepted at meeting, or cash.',
		'Samsung Galaxy A14 64GB, 4GB RAM, bought 2023, asking 14,500 negotiable.',
		'No deposit needed, pay when you collect.',
		'Never send money before viewing: come see it in Kasarani.',
		"Don't pay without seeing the item, viewing in town daily.",
		'Delivery available at a fee after viewing.',
		'Toyota Vitz 2015, 1300cc, KCU plate, price 780,000.',
		'Safety deposit box for home, fireproof, 25kg.',
		'Cash on delivery within Nairobi CBD. Free viewing, no viewing fee.',
		'Mtumba jeans size 32, Ksh 800 each, pick up at Gikomba.',
		'Valid warranty till 2025, receipt available.',
		'Bei ni 3,500 tu, kuja uone kwanza kabla ya kulipa.',
		'Model SM-A145F, IMEI clean, battery 5000mAh, 6.6 inch screen.',
		'Open Monday to Saturday 8am till 6pm.',
		'Usitume pesa kabla ya kuona mzigo.',
		'Cylinder deposit not needed, the cylinder is mine.',
		'Delivery only within Kileleshwa, free.',
		'Cash first come first served, viewing in Ruiru.',
		'Samsung TV 55 inch, model UA55AU7000, 2021, Ksh 55,000 ono.',
	])('ordinary text %j matches nothing', (description) => {
		expect(codes(description)).toEqual([])
	})

	test('evidence holds the phrases matched, each once', () => {
		const [indicator] = paymentLanguageIndicators({ title: 'iPhone 13', description: 'Tuma pesa first. TUMA PESA first!' })
		expect(indicator).toMatchObject({ code: 'ADVANCE_PAYMENT', weight: 45 })
		expect(indicator?.evidence.matches).toContain('tuma pesa')
		expect(new Set(indicator?.evidence.matches as string[]).size).toBe((indicator?.evidence.matches as string[]).length)
	})

	test('the title counts as much as the description', () => {
		expect(codes('Clean phone', 'iPhone 12 - no viewing')).toEqual(['NO_VIEWING'])
	})
})
