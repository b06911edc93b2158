import { ScreenFrame, type AreaProps } from 'shared/ui';
import { BillingPanel } from './BillingPanel';

/** /app/billing, 'Plan & Billing' in the sidebar. */
export function BillingScreen({ query, path }: AreaProps) {
  return (
    <ScreenFrame title="Plan & Billing" subtitle="Your plan, credits, invoices, and where you upgrade, downgrade or cancel.">
      <BillingPanel query={query} path={path || '/app/billing'} />
    </ScreenFrame>
  );
}

/** The Billing tab of Account Settings (mounted there through the kit's AreaSlot): the same panel, without a frame. */
export function BillingTab({ query, path }: AreaProps) {
  return <BillingPanel query={query} path={path || '/app/account-settings'} />;
}
