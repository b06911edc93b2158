import { useSnapshot } from 'valtio';
import { authState } from 'shared/auth';
import { screenZone } from 'shared/constants';

/** The zone library times are shown in: the member's saved zone, else the browser's (the Scheduler's rule). */
export function useMemberZone(): string {
  const { user } = useSnapshot(authState);
  return screenZone(user?.timezone);
}
