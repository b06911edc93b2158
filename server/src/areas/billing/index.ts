import { stripeSandboxJobs } from '../../sandbox/stripe/jobs';
import type { AreaManifest } from '../types';
import * as m20261123T134000 from './migrations/20261123T134000_billing';
import * as m20261123T170000 from './migrations/20261123T170000_billing_trial_claims';
import * as m20261123T200000 from './migrations/20261123T200000_billing_checkout_claims';
import { registerBillingRoutes } from './routes';
import { cancelForDeletedMember, exportBilling } from './service';
import './tables';

/**
 * The billing area: Stripe Checkout (with the free trial), the billing portal, signed webhooks that set the member's
 * plan, GET /api/user/subscription and invoices. It also declares the Stripe sandbox's webhook delivery job, the
 * background work of the payments integration it owns (a no-op outside sandbox mode).
 */
export const billingArea: AreaManifest = {
  name: 'billing',
  routes: registerBillingRoutes,
  migrations: {
    '20261123T134000_billing': m20261123T134000,
    '20261123T170000_billing_trial_claims': m20261123T170000,
    '20261123T200000_billing_checkout_claims': m20261123T200000,
  },
  jobs: [...stripeSandboxJobs],
  memberData: {
    export: (ctx, userId) => exportBilling({ ctx, userId }).then((billing) => ({ billing })),
    delete: (ctx, userId) => cancelForDeletedMember({ ctx, userId, log: ctx.log }),
  },
};
