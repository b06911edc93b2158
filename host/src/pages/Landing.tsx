import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { REFUND_DAYS, TEMPLATE_COUNTS, TRIAL_DAYS } from 'shared/constants';
import { Icon } from '../components/Icon';

const SIGNUP = '/app/signup';

const PROBLEMS = [
  'You stare at a blank box for 40 minutes, then post nothing.',
  'Your posts sound like a press release — or like a chatbot.',
  'You have no idea which formats actually travel on LinkedIn.',
  'Posting at the right hour means setting alarms.',
];
const SOLUTIONS = [
  'Describe an idea in one line; get a post in your voice in seconds.',
  'A persona of your role, audience and tone shapes every draft.',
  'Study thousands of posts that already went viral, scored for quality.',
  'Schedule once; we publish on time, exactly once.',
];
const HIGHLIGHTS = [
  { title: 'Viral library', text: 'Browse posts from rising creators that outperformed their audience size, filtered by topic, quality and media.', icon: 'fire' },
  { title: 'AI generator', text: 'A LinkedIn-native writer: hooks that land before "see more", short paragraphs, no hashtag soup.', icon: 'spark' },
  { title: 'Analytics', text: 'See what you generated, which frameworks you lean on, and how long your posts run.', icon: 'chart' },
];
const FEATURES = [
  { title: 'AI-Powered Engagement', text: 'Suggestions for replies and comments that start real conversations.', badge: 'NEW' },
  { title: 'Chrome extension', text: 'Write and rework posts right inside LinkedIn.', badge: 'NEW' },
  { title: 'Kanban View', text: 'See every draft, scheduled and published post on one board, and drag a post between them.', badge: 'NEW' },
  { title: 'Post templates', text: 'Proven frameworks — from personal journeys to myth busting.', badge: '' },
  { title: 'Smart scheduler', text: 'Time zones done right, with a queue that never double-posts.', badge: '' },
  { title: 'Content history', text: 'Every post you generated, searchable and ready to reuse.', badge: '' },
];
const TESTIMONIALS = [
  { quote: 'I went from posting once a month to three times a week. The drafts actually sound like me.', name: 'Maya R.', role: 'Product lead, fintech' },
  { quote: 'The viral library is my Monday ritual. I learn more from it than from any course.', name: 'Daniel K.', role: 'Founder, B2B SaaS' },
  { quote: 'We run eleven client voices from one account. Scheduling alone pays for it.', name: 'Priya S.', role: 'Agency owner' },
];
const STATS = [
  { value: '6000+', label: 'professionals writing with us' },
  { value: '8M+', label: 'posts analysed' },
  { value: '500M+', label: 'posts behind our writing model' },
  { value: `${TRIAL_DAYS}-day`, label: 'free trial, no credit card' },
];
const FAQ = [
  { q: 'Will my posts sound like AI wrote them?', a: 'Every draft follows your persona — your role, industry, audience and tone — and avoids the usual tells of machine writing. You edit before anything is published.' },
  { q: 'How does the free plan work?', a: `You get 3 AI credits every month, ${TEMPLATE_COUNTS.free} of our ${TEMPLATE_COUNTS.all} viral templates and search across the viral library. One message to the generator uses one credit.` },
  { q: 'Can I cancel anytime?', a: `Yes. Cancel, upgrade or downgrade in Settings under Billing; you keep access until the end of the period. Your first payment is refundable for ${REFUND_DAYS} days.` },
  { q: 'Do you post to LinkedIn for me?', a: 'Only when you schedule a post. You connect LinkedIn once, pick a time and time zone, and we publish it once, at that time.' },
  { q: 'Is my data mine?', a: 'Yes. Export everything you created as JSON at any time, or delete your account and all of its data in one step.' },
];

const unchanging = () => () => undefined;

/**
 * The visitor's year, after the page is live. The prerendered page (made at build time, and hydrated) has none:
 * a year written at build time would be wrong on a page built last December.
 */
function ThisYear() {
  const year = useSyncExternalStore(unchanging, () => new Date().getFullYear(), () => null);
  return year === null ? null : <>{year} </>;
}

/** The public landing page (SPEC.md §2): static content in our own words. */
export function Landing() {
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero__copy">
          <span className="pill">AI writer for LinkedIn</span>
          <h1>Write LinkedIn posts people actually stop scrolling for.</h1>
          <p className="lead">
            PostPilot turns a one-line idea into a post in your voice, shows you what already works, and publishes it at the right time.
          </p>
          <div className="hero__cta">
            <Link to={SIGNUP} className="btn btn-primary btn-lg">Start for free</Link>
            <Link to="/pricing" className="btn btn-ghost btn-lg">See pricing</Link>
          </div>
          <p className="muted small">{TRIAL_DAYS}-day free trial · No credit card · Cancel anytime</p>
        </div>
        <div className="hero__preview" aria-label="Dashboard preview">
          <div className="preview">
            <div className="preview__bar"><span /><span /><span /></div>
            <div className="preview__body">
              <div className="preview__side">
                <i className="on" /><i /><i /><i /><i />
              </div>
              <div className="preview__main">
                <div className="bubble bubble--user">Post about hiring my first engineer</div>
                <div className="bubble bubble--ai">
                  <b>I almost didn't hire her.</b>
                  <br />Her CV had a two-year gap. Her take-home was the best we got…
                </div>
                <div className="preview__meter"><span style={{ width: '34%' }} /></div>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section">
        <h2>From blank page to published, without the grind</h2>
        <div className="versus">
          <div className="versus__col versus__col--problem">
            <h3>Without PostPilot</h3>
            <ul>{PROBLEMS.map((p) => <li key={p}>{p}</li>)}</ul>
          </div>
          <div className="versus__col versus__col--solution">
            <h3>With PostPilot</h3>
            <ul>{SOLUTIONS.map((p) => <li key={p}>{p}</li>)}</ul>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="grid3">
          {HIGHLIGHTS.map((h) => (
            <div key={h.title} className="card highlight">
              <div className="highlight__icon"><Icon name={h.icon} size={26} /></div>
              <h3>{h.title}</h3>
              <p>{h.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="section">
        <h2>Everything a LinkedIn writer needs</h2>
        <div className="grid3">
          {FEATURES.map((f) => (
            <div key={f.title} className="card feature">
              {f.badge && <span className="badge badge--new">{f.badge}</span>}
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="section">
        <h2>Loved by people who post</h2>
        <div className="grid3">
          {TESTIMONIALS.map((t) => (
            <figure key={t.name} className="card testimonial">
              <blockquote>“{t.quote}”</blockquote>
              <figcaption><b>{t.name}</b> · {t.role}</figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="stats">
        {STATS.map((s) => (
          <div key={s.label} className="stat">
            <div className="stat__value">{s.value}</div>
            <div className="stat__label">{s.label}</div>
          </div>
        ))}
      </section>

      <section className="section section--narrow">
        <h2>Frequently asked questions</h2>
        <div className="faq">
          {FAQ.map((f, i) => (
            // Native disclosure: works on the prerendered HTML before any script, one answer open at a time.
            <details key={f.q} className="faq__item" name="landing-faq" open={i === 0}>
              <summary className="faq__q">{f.q}</summary>
              <div className="faq__a">{f.a}</div>
            </details>
          ))}
        </div>
      </section>

      <section className="final-cta">
        <h2>Your next post is one sentence away.</h2>
        <p>Start with 3 free AI credits a month. Upgrade when it pays for itself.</p>
        <Link to={SIGNUP} className="btn btn-light btn-lg">Start your free trial</Link>
      </section>

      <footer className="footer">
        <div className="footer__brand">
          <span className="brand__mark">P</span> PostPilot
          <p className="muted small">Write, find and schedule LinkedIn posts with AI.</p>
        </div>
        <div>
          <h3>Product</h3>
          <Link to="/pricing">Pricing</Link>
          <Link to={SIGNUP}>AI generator</Link>
          <Link to={SIGNUP}>Viral library</Link>
        </div>
        <div>
          <h3>Company</h3>
          <Link to={SIGNUP}>About</Link>
          <Link to={SIGNUP}>Careers</Link>
          <Link to={SIGNUP}>Contact</Link>
        </div>
        <div>
          <h3>Resources</h3>
          <Link to={SIGNUP}>Blog</Link>
          <Link to={SIGNUP}>Guides</Link>
          <Link to={SIGNUP}>Help center</Link>
        </div>
        <div className="footer__legal muted small">
          © <ThisYear />PostPilot · <Link to="/terms">Terms</Link> · <Link to="/privacy">Privacy</Link>
        </div>
      </footer>
    </div>
  );
}
