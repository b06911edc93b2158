import { SANDBOX_IDENTITIES } from './identities';

/** What the consent form carries through from the authorization request. */
export interface AuthorizationRequest {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string;
  scope: string;
}

/**
 * The sandbox's consent page: pick one of three test members or type a custom one, then Allow or Cancel.
 * Plain HTML with no script, so it works under the app's CSP. Stable selectors for e2e tests:
 * `[data-testid=identity-ada|grace|alan|custom]`, `[data-testid=custom-name]`, `[data-testid=custom-email]`,
 * `[data-testid=allow]`, `[data-testid=cancel]`.
 */
export function consentPage(request: AuthorizationRequest, options: { error?: string; values?: Record<string, string> } = {}): string {
  const values = options.values ?? {};
  const chosen = values.identity ?? SANDBOX_IDENTITIES[0].key;
  const hidden = (Object.keys(request) as (keyof AuthorizationRequest)[])
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(request[k])}">`)
    .join('\n      ');
  const people = SANDBOX_IDENTITIES.map(
    (p) => `
        <label class="choice">
          <input type="radio" name="identity" value="${p.key}" data-testid="identity-${p.key}"${chosen === p.key ? ' checked' : ''}>
          <span class="avatar">${escapeHtml(p.given_name[0] + p.family_name[0])}</span>
          <span><strong>${escapeHtml(p.name)}</strong><br><small>${escapeHtml(p.email)}</small></span>
        </label>`,
  ).join('');
  const scopes = request.scope
    .split(' ')
    .filter(Boolean)
    .map((s) => `<li><code>${escapeHtml(s)}</code> ${escapeHtml(SCOPE_TEXT[s] ?? '')}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>LinkedIn Sandbox</title>
  ${FAVICON}
  <style>${STYLE}</style>
</head>
<body>
  <main class="card">
    <header><span class="logo">in</span><h1>LinkedIn Sandbox</h1><span class="badge">Sandbox</span></header>
    <p class="lead"><strong>PostPilot</strong> would like to sign you in and access:</p>
    <ul class="scopes">${scopes}</ul>
    ${options.error ? `<p class="error" role="alert" data-testid="consent-error">${escapeHtml(options.error)}</p>` : ''}
    <form method="post" action="authorization">
      ${hidden}
      <fieldset>
        <legend>Sign in as a test member</legend>${people}
        <label class="choice">
          <input type="radio" name="identity" value="custom" data-testid="identity-custom"${chosen === 'custom' ? ' checked' : ''}>
          <span class="avatar">+</span>
          <span><strong>Custom member</strong><br><small>Type a name and e-mail below</small></span>
        </label>
        <div class="custom">
          <label>Full name <input name="custom_name" data-testid="custom-name" maxlength="120" value="${escapeHtml(values.custom_name ?? '')}"></label>
          <label>E-mail <input name="custom_email" type="email" data-testid="custom-email" maxlength="254" value="${escapeHtml(values.custom_email ?? '')}"></label>
          <label class="inline"><input type="checkbox" name="custom_email_verified" value="1" data-testid="custom-email-verified"${values.custom_email_verified === undefined || values.custom_email_verified ? ' checked' : ''}> E-mail verified</label>
        </div>
      </fieldset>
      <div class="actions">
        <button type="submit" name="action" value="cancel" class="secondary" data-testid="cancel">Cancel</button>
        <button type="submit" name="action" value="allow" class="primary" data-testid="allow">Allow</button>
      </div>
    </form>
    <p class="note">This is a local stand-in for LinkedIn: no data leaves this machine.</p>
  </main>
</body>
</html>`;
}

/** A page for requests the sandbox cannot send back to the app (wrong client or redirect URI). */
export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LinkedIn Sandbox</title>${FAVICON}<style>${STYLE}</style></head>
<body><main class="card"><header><span class="logo">in</span><h1>LinkedIn Sandbox</h1><span class="badge">Sandbox</span></header>
<p class="error" role="alert">${escapeHtml(message)}</p></main></body></html>`;
}

const SCOPE_TEXT: Record<string, string> = {
  openid: 'Use your name and photo to sign you in',
  profile: 'Your name, headline and photo',
  email: 'Your primary e-mail address',
  w_member_social: 'Create posts on your behalf',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** Inline, so the browser asks for no /favicon.ico (which the sandbox does not serve: a 404 in the console). */
const FAVICON = `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="#0a66c2"/><text x="8" y="12" font-family="Arial" font-size="10" font-weight="700" fill="#fff" text-anchor="middle">in</text></svg>')}">`;

const STYLE = `
  *{box-sizing:border-box} body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  background:#f3f2ef;font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1d2226}
  .card{background:#fff;width:min(440px,94vw);border-radius:10px;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:24px 28px;margin:24px 0}
  header{display:flex;align-items:center;gap:10px;margin-bottom:8px} h1{font-size:20px;margin:0;flex:1}
  .logo{background:#0a66c2;color:#fff;font-weight:700;border-radius:4px;width:28px;height:28px;display:inline-flex;align-items:center;justify-content:center}
  .badge{background:#fff4ce;color:#7a5b00;border:1px solid #f0d57a;border-radius:10px;padding:1px 8px;font-size:12px;font-weight:600}
  .lead{margin:8px 0 4px} .scopes{margin:0 0 12px;padding-left:18px;color:#444} .scopes code{font-size:12px;background:#eef3f8;padding:0 4px;border-radius:3px}
  fieldset{border:1px solid #e0dfdc;border-radius:8px;padding:8px 12px;margin:0} legend{font-weight:600;padding:0 4px}
  .choice{display:flex;align-items:center;gap:10px;padding:8px 4px;border-bottom:1px solid #f0efed;cursor:pointer}
  .avatar{width:34px;height:34px;border-radius:50%;background:#dce6f1;color:#0a66c2;font-weight:700;display:inline-flex;align-items:center;justify-content:center;flex:none}
  small{color:#666} .custom{display:grid;gap:8px;padding:10px 0 4px}
  .custom label{display:grid;gap:2px;font-size:13px;color:#444} .custom label.inline{display:flex;align-items:center;gap:6px}
  .custom input[name=custom_name],.custom input[name=custom_email]{padding:7px 9px;border:1px solid #bbb;border-radius:5px;font:inherit}
  .actions{display:flex;justify-content:flex-end;gap:10px;margin-top:16px}
  button{font:inherit;font-weight:600;border-radius:18px;padding:7px 20px;cursor:pointer}
  .primary{background:#0a66c2;color:#fff;border:1px solid #0a66c2} .secondary{background:#fff;color:#0a66c2;border:1px solid #0a66c2}
  .error{background:#fdecea;color:#b3261e;border-radius:6px;padding:8px 10px} .note{color:#777;font-size:12px;margin:14px 0 0}
`;
