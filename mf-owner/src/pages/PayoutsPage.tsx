import { useCountry, useData, useDocumentTitle } from '@venues/mf-kit';
import { PageHeader } from '@venues/ui';
import { LoadFailed, Loading } from '../components/PageStates';
import { AccountStatus } from '../features/payouts/AccountStatus';
import { HeldMoney } from '../features/payouts/HeldMoney';
import { loadPayouts, PAGE_SIZE } from '../features/payouts/loadPayouts';
import { PayoutsTable } from '../features/payouts/PayoutsTable';
import { TransfersTable } from '../features/payouts/TransfersTable';
import { useOnboardingReturn } from '../features/payouts/useOnboardingReturn';
import { usePayoutPages } from '../features/payouts/usePayoutPages';
import '../features/venues/owner.css';
import '../features/payouts/payouts.css';

/**
 * :country/payouts (owners and venue admins): the organisation's Stripe account for payouts, what
 * is held for its venues, the transfers made and Stripe's payouts to the bank (docs/transactions.md
 * "Payouts (Stripe Connect)"). Stripe's onboarding comes back here with `?onboarding=…`.
 */
export default function PayoutsPage() {
  useDocumentTitle('Payouts');
  const country = useCountry();
  const pages = usePayoutPages();
  const { checking } = useOnboardingReturn();
  const data = useData(() => loadPayouts(pages.transfers, pages.payouts), [pages.transfers, pages.payouts], { skip: checking, isEmpty: () => false });
  const p = data.data;

  return (
    <div className="own-page">
      <PageHeader title="Payouts" subtitle="How your share of each booking reaches your bank, through Stripe." />
      {data.status === 'error' ? (
        <LoadFailed title="We could not load your payouts" message={data.error.message} onRetry={data.reload} />
      ) : !p ? (
        <Loading label={checking ? 'Checking your Stripe account' : 'Loading your payouts'} />
      ) : (
        <>
          <AccountStatus payouts={p} country={country} />
          {p.state !== 'not_configured' && (
            <>
              <HeldMoney held={p.held} country={country} />
              <TransfersTable
                rows={p.transfers.data}
                total={p.transfers.total}
                page={pages.transfers}
                pageSize={PAGE_SIZE}
                loading={data.status === 'loading'}
                country={country}
                onPage={(n) => pages.setPage('transfers', n)}
              />
              <PayoutsTable
                rows={p.payouts.data}
                total={p.payouts.total}
                page={pages.payouts}
                pageSize={PAGE_SIZE}
                loading={data.status === 'loading'}
                country={country}
                onPage={(n) => pages.setPage('payouts', n)}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
