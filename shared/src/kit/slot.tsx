import { useEffect, useRef } from 'react';
import { type AreaSlotHandle, areaSlotMounter } from 'shared/platform';
import type { AreaProps } from './area';

/**
 * Another area's screen inside this one, mounted by the host like any area (own remote, own error card): how a page
 * of one area shows a part another area owns, e.g. the Billing tab of Account Settings (auth) is billing's
 * `billing-tab` screen. The embedding area passes the props the screen should see (its query, its path).
 */
export function AreaSlot({ area, props }: { area: string; props: AreaProps }) {
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<AreaSlotHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const mount = areaSlotMounter();
    if (!element.current || !mount) return;
    handle.current = mount(element.current, area, { ...latest.current });
    return () => {
      handle.current?.unmount();
      handle.current = null;
    };
  }, [area, props.screen]);

  useEffect(() => {
    handle.current?.update({ ...props });
  }, [props]);

  return <div ref={element} data-slot={`${area}:${props.screen}`} />;
}
