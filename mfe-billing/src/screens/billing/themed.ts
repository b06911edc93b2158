import { withUi } from 'shared/ui';
import { BillingScreen as Screen, BillingTab as Tab } from './BillingScreen';

/** Plan & Billing uses antd: loaded only when shown (app.tsx), inside the product theme. */
export const BillingScreen = withUi(Screen);
export const BillingTab = withUi(Tab);
