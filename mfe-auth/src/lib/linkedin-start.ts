/** Starting the LinkedIn OAuth flow, and which integrations run on their local sandbox. */
import { api, errorDetail, errorStatus, http } from 'shared/api';
import { toast } from 'shared/bus';

export const LINKEDIN_URL_FAILED = 'Failed to get LinkedIn authorization URL';
export const LINKEDIN_INIT_FAILED = 'Failed to initiate LinkedIn authentication';

export interface SandboxFlags {
  linkedin: boolean;
  payments: boolean;
  mail: boolean;
  llm: boolean;
}

let flags: Promise<SandboxFlags> | null = null;

/** `/remotes.json`'s sandbox flags (fetched once per page; all false when unreadable). */
export function loadSandboxFlags(): Promise<SandboxFlags> {
  // The copy the server inlines into the page first (superseded by fekit's shared loader).
  const inline = document.getElementById('remotes-config')?.textContent;
  flags ??= (inline ? Promise.resolve({ data: JSON.parse(inline) as { sandbox?: Partial<SandboxFlags> } }) : http.get<{ sandbox?: Partial<SandboxFlags> }>('/remotes.json'))
    .then((r) => ({ linkedin: false, payments: false, mail: false, llm: false, ...(r.data?.sandbox ?? {}) }))
    .catch(() => ({ linkedin: false, payments: false, mail: false, llm: false }));
  return flags;
}

/**
 * Ask the server for the authorization URL and send the browser there. Returns true when the page is leaving,
 * false after a failure (a toast says why: SPEC.md §8).
 */
export async function startLinkedIn(intent: 'login' | 'connect'): Promise<boolean> {
  try {
    const r = await api.linkedinUrl(intent);
    if (!r?.auth_url) {
      toast.error(intent === 'connect' ? `Error connecting to LinkedIn: ${LINKEDIN_URL_FAILED}` : LINKEDIN_URL_FAILED);
      return false;
    }
    window.location.href = r.auth_url;
    return true;
  } catch (e) {
    if (intent === 'connect') {
      toast.error(`Error connecting to LinkedIn: ${errorDetail(e, LINKEDIN_URL_FAILED)}`);
    } else {
      toast.error(errorStatus(e) ? LINKEDIN_URL_FAILED : LINKEDIN_INIT_FAILED);
    }
    return false;
  }
}
