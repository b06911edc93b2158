import { defineAreaSettings, httpUrl, optionalString } from '../../platform/config';

/** The discovery area's own environment variables (listed in /.env.example), validated at boot with the platform's. */
export const discoverySettings = defineAreaSettings(
  'discovery',
  {
    VIRAL_FEED_URL: optionalString.pipe(httpUrl('an http(s) URL serving viral posts as JSON lines').optional()),
  },
  (v) => ({
    /** The viral library's HTTP source of JSON lines, pulled by its refresh job; null when not set. */
    viralFeedUrl: v.VIRAL_FEED_URL ?? null,
  }),
);
