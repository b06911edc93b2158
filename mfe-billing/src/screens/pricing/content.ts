import { REFUND_DAYS, TRIAL_DAYS } from 'shared/constants';

/** The pricing FAQ (SPEC.md §2 "Pricing"), in our words; refund and trial from the one policy (DECISIONS.md). */
export const PRICING_FAQ = [
  {
    q: 'How does the free trial work?',
    a: `'Start Free Trial' gives you ${TRIAL_DAYS} days of Creator without a card. If you do not add one, you stay on the free plan afterwards; nothing is charged.`,
  },
  {
    q: 'What is an AI credit?',
    a: 'One message to the generator (a new post or a follow-up in the chat) uses one credit. Credits reset at the start of every calendar month; unused credits do not carry over.',
  },
  {
    q: 'Can I change or cancel my plan?',
    a: 'Yes, at any time under Plan & Billing. Upgrades and downgrades are prorated, and after cancelling you keep your plan until the end of the period you paid for.',
  },
  {
    q: 'Is there a refund?',
    a: `Your first payment is refundable for ${REFUND_DAYS} days, no questions asked.`,
  },
  {
    q: 'How can I pay?',
    a: 'By card or PayPal through our payment provider. We never see or store your card number.',
  },
] as const;
