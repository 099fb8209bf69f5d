/** The part of the official Africa's Talking client (africastalking, plain JavaScript) Soko uses. */
declare module 'africastalking' {
	type Options = { apiKey: string; username: string; format?: 'json' | 'xml' }
	type SmsService = { send(options: { to: string[]; message: string; from?: string }): Promise<unknown> }
	export default function africastalking(options: Options): { SMS: SmsService }
}
