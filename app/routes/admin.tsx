import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import type { Route } from './+types/admin'
import { AdminNav, TAB_LABELS } from '#app/components/admin/admin-nav.tsx'
import { DashboardTab } from '#app/components/admin/dashboard-tab.tsx'
import { ListingsTab } from '#app/components/admin/listings-tab.tsx'
import { ModerationTab } from '#app/components/admin/moderation-tab.tsx'
import { PaymentFixerTab } from '#app/components/admin/payment-fixer-tab.tsx'
import { loadAdminTab, requireAdminPage } from './admin/loader.server.ts'
import { adminAction } from './admin/action.server.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { PhoneVerificationNotice } from '#app/components/admin/phone-verification-notice.tsx'
import { phoneVerificationMode } from '#app/domain/accounts/phone-codes/verification-setting.ts'
import { useT } from '#app/i18n/use-t.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => adminMeta(matches, data ? TAB_LABELS[data.tab] : 'Dashboard')

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return {
		...(await loadAdminTab(context, admin, pageUrl(request.url))),
		simulator: context.env.MPESA_MODE === 'simulator',
		phoneVerification: phoneVerificationMode(context.env),
		...(await pageMessages(request, context, ['admin', 'phone'])),
	}
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return adminAction(request, context, admin)
}

export default function Admin({ loaderData }: Route.ComponentProps) {
	const data = loaderData
	const t = useT()
	return (
		<div className="admin">
			<AdminNav current={data.tab} />
			{data.simulator ? (
				<p className="notice" role="status">
					{richText(t('{on} (MPESA_MODE=simulator): listing fees are not being collected. Every payment is pretend.'), {
						on: <strong>{t('M-PESA simulator is on')}</strong>,
					})}
				</p>
			) : null}
			<PhoneVerificationNotice mode={data.phoneVerification} />
			{data.tab === 'dashboard' ? <DashboardTab data={data.dashboard} now={data.now} /> : null}
			{data.tab === 'listings' ? <ListingsTab data={data.listings} now={data.now} /> : null}
			{data.tab === 'moderation' ? <ModerationTab data={data.reviews} reports={data.reports} conversationReports={data.conversationReports} sort={data.sort} /> : null}
			{data.tab === 'payment-fixer' ? <PaymentFixerTab data={data.fixer} /> : null}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
