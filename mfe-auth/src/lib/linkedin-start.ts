/** Starting the LinkedIn OAuth flow. */
import { api, errorDetail, errorStatus } from 'shared/api';
import { toast } from 'shared/bus';

export const LINKEDIN_URL_FAILED = 'Failed to get LinkedIn authorization URL';
export const LINKEDIN_INIT_FAILED = 'Failed to initiate LinkedIn authentication';

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
