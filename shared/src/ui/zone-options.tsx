import { useMemo } from 'react';
import { offsetLabel, zoneOptions } from 'shared/constants';

/**
 * The <option>s of a time-zone <select> (the Scheduler's form, Account Settings): the five presets with today's
 * offset, then every zone the browser knows, `current` always among them.
 */
export function TimeZoneOptions({ current, now = Date.now() }: { current: string; now?: number }) {
  const { presets, others } = useMemo(() => zoneOptions(current), [current]);
  return (
    <>
      <optgroup label="Common">
        {presets.map((p) => (
          <option key={p.zone} value={p.zone}>
            {p.label === 'UTC' ? 'UTC' : `${p.label} (${offsetLabel(p.zone, now)}) — ${p.zone}`}
          </option>
        ))}
      </optgroup>
      <optgroup label="All time zones">
        {others.map((z) => (
          <option key={z} value={z}>
            ({offsetLabel(z, now)}) {z}
          </option>
        ))}
      </optgroup>
    </>
  );
}
