import { REFUND_DAYS } from 'shared/constants';

const TERMS = [
  ['Your account', 'You are responsible for what you publish through PostPilot and for keeping your password safe. One person per account.'],
  ['AI-generated content', 'Drafts are suggestions. Review them before publishing; you own what you publish.'],
  ['Plans and payment', `Paid plans renew monthly until cancelled. Your first payment is refundable within ${REFUND_DAYS} days. Plan changes are prorated.`],
  ['Fair use', 'Do not use the product to send spam, to impersonate others, or to break LinkedIn’s terms.'],
  ['Ending', 'You may delete your account at any time from Account Settings; we delete your data with it.'],
];
const PRIVACY = [
  ['What we keep', 'Your e-mail, name, persona, the posts you generate, schedule or save, and your usage counts.'],
  ['LinkedIn', 'If you connect LinkedIn we store its access token encrypted, only to publish the posts you schedule. Disconnecting revokes and deletes it.'],
  ['AI provider', 'The text you send to the generator is sent to the configured AI model to write your post.'],
  ['Your rights', 'Export all your data as JSON or delete your account and everything in it from Account Settings.'],
  ['Cookies', 'One cookie keeps you signed in. No advertising trackers.'],
];

export default function Legal({ kind }: { kind: 'terms' | 'privacy' }) {
  const items = kind === 'terms' ? TERMS : PRIVACY;
  return (
    <article className="section section--narrow legal">
      <h1>{kind === 'terms' ? 'Terms of Service' : 'Privacy Policy'}</h1>
      {items.map(([h, p]) => (
        <section key={h}>
          <h2>{h}</h2>
          <p>{p}</p>
        </section>
      ))}
    </article>
  );
}
