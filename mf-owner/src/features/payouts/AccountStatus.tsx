import Alert from 'antd/es/alert';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { OwnerPayouts } from '@venues/contracts';
import { disabledReasonLabel, requirementLabels, STATE_TAG } from './labels';
import { StripeOnboardingButton } from './StripeOnboardingButton';
import { Result } from '@venues/ui';

const yesNo = (on: boolean, what: string) => <Tag color={on ? 'success' : 'default'}>{`${what} ${on ? 'enabled' : 'not enabled'}`}</Tag>;

/**
 * The organisation's Stripe account, per state (docs/transactions.md "Payouts (Stripe Connect)"):
 * why there is nothing to do, how to start, what Stripe still needs, or that money flows.
 */
export function AccountStatus({ payouts, country }: { payouts: OwnerPayouts; country: string }) {
  const { state, account } = payouts;

  if (state === 'not_configured') {
    return (
      <Result
        status="info"
        title="Payouts are not available on this site yet"
        subTitle="Paying venues out needs Stripe to be configured on this server. Your share of each booking is still recorded, and nothing is lost."
      />
    );
  }

  if (state === 'none') {
    return (
      <section aria-labelledby="payouts-setup" className="payouts-card">
        <Typography.Title level={2} id="payouts-setup" style={{ fontSize: 18 }}>
          Get paid for your bookings
        </Typography.Title>
        <Typography.Paragraph>
          Customers pay the marketplace when they book. Your share of each payment is transferred to your own Stripe account, and Stripe pays it out to your bank. Until
          your account is set up, your share is held for you.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">Stripe asks for your business details and a bank account. It takes a few minutes.</Typography.Paragraph>
        <StripeOnboardingButton country={country} label="Set up payouts with Stripe" />
      </section>
    );
  }

  if (state === 'onboarding' || state === 'restricted') {
    const needed = requirementLabels(account?.currently_due ?? []);
    return (
      <section aria-labelledby="payouts-needs" className="payouts-card">
        <Typography.Title level={2} id="payouts-needs" style={{ fontSize: 18 }}>
          {state === 'onboarding' ? 'Finish setting up payouts' : 'Stripe needs more from you'} <Tag color={STATE_TAG[state].color}>{STATE_TAG[state].label}</Tag>
        </Typography.Title>
        {account?.disabled_reason && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="Payouts are paused" description={disabledReasonLabel(account.disabled_reason)} />
        )}
        {needed.length > 0 ? (
          <>
            <Typography.Paragraph>Stripe still needs:</Typography.Paragraph>
            <ul aria-label="What Stripe still needs" className="payouts-needs">
              {needed.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </>
        ) : (
          <Typography.Paragraph>
            {state === 'onboarding' ? 'Your details are not submitted to Stripe yet.' : 'Stripe is checking your details; nothing more is asked of you for now.'}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">Your share of each booking is held for you until Stripe can pay you.</Typography.Paragraph>
        <StripeOnboardingButton country={country} label="Continue with Stripe" />
      </section>
    );
  }

  return (
    <section aria-labelledby="payouts-ready" className="payouts-card">
      <Typography.Title level={2} id="payouts-ready" style={{ fontSize: 18 }}>
        Your Stripe account <Tag color={STATE_TAG.ready.color}>{STATE_TAG.ready.label}</Tag>
      </Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'enabled',
            label: 'Stripe',
            children: (
              <>
                {yesNo(account?.charges_enabled ?? false, 'Charges')}
                {yesNo(account?.payouts_enabled ?? false, 'Payouts')}
              </>
            ),
          },
          { key: 'account', label: 'Account', children: <Typography.Text code>{account?.stripe_account_id ?? '—'}</Typography.Text> },
        ]}
      />
    </section>
  );
}
