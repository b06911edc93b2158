import { FILL_ALL_FIELDS_MESSAGE } from 'shared/constants';

/** What the scheduler tells members (SPEC.md §8 where it names a text; short, specific sentences otherwise). */
export const MSG = {
  scheduled: 'Post scheduled successfully!',
  updated: 'Post updated successfully!',
  deleted: 'Post deleted successfully!',
  retried: 'Post queued to publish again.',
  // SPEC.md §5: content and time are required, else 'Please fill in all fields' (the screen's own alert too).
  contentRequired: FILL_ALL_FIELDS_MESSAGE,
  contentTooLong: (n: number) => `The post is ${n.toLocaleString('en-US')} characters long; LinkedIn allows at most 3,000.`,
  timeRequired: FILL_ALL_FIELDS_MESSAGE,
  timeInPast: 'The scheduled time is in the past. Please choose a time in the future.',
  /** A zone-only change keeps the wall-clock time: in the new zone it may already be past ('2027-01-05 09:00'). */
  zoneChangeInPast: (local: string, zone: string) =>
    `${local.replace('T', ' ')} in ${zone} has already passed. Please choose a time in the future.`,
  timeTooFar: 'Posts can be scheduled up to one year ahead.',
  comingSoon: (platform: string) => `${platform} is coming soon: only LinkedIn can be scheduled for now.`,
  unknownPlatform: (platform: string) => `Unknown platform '${platform}'. Only LinkedIn can be scheduled for now.`,
  notConnected: 'Connect your LinkedIn account to schedule posts.',
  noPostingScope: 'Your LinkedIn connection does not allow posting. Reconnect LinkedIn and allow posting to schedule posts.',
  notFound: 'Scheduled post not found',
  tooManyWaiting: (n: number, plan: string) =>
    `You have ${n.toLocaleString('en-US')} posts waiting to publish, the most the ${plan} plan allows. Delete one, or upgrade your plan, to schedule another.`,
  beingPublished: 'This post is being published right now and can no longer be changed.',
  alreadyPublished: 'This post is already published on LinkedIn.',
  onlyFailedRetry: 'Only a failed post can be retried.',
  nothingToChange: 'Nothing to change: send new content, a new time or a new time zone.',
  // publishing outcomes
  connectionExpired: 'LinkedIn connection expired: reconnect and retry',
  connectionCannotPost: 'Your LinkedIn connection does not allow posting: reconnect LinkedIn, allow posting, and retry',
  notConfirmed: 'not confirmed: check LinkedIn before retrying',
  duplicate: 'LinkedIn refused the post as a duplicate of one already on your profile.',
  refused: (message: string) => `LinkedIn refused the post: ${message}`,
  forbidden: 'LinkedIn refused the post: your connection does not allow posting. Reconnect LinkedIn and retry.',
  rateLimitedTooLong: 'LinkedIn refused to take posts for an hour (too many requests). Retry later.',
  unreachableTooLong: 'LinkedIn could not be reached for an hour. Retry later.',
  versionUnsupported: 'LinkedIn no longer accepts the API version this server uses. The site operator has been told; retry once it is updated.',
} as const;
