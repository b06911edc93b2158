import { createRoot } from 'react-dom/client';
import type { Area } from 'shared/constants';
import { registerAreaSlotMounter } from 'shared/platform';
import { AreaMount, type AreaProps } from './components/AreaMount';

/**
 * The host's side of `AreaSlot` (shared/ui): an area's screen mounted into an element another area renders, with
 * the same AreaMount as every route (remote loading, error card with Retry). Registered once at start.
 */
export function registerAreaSlots(): void {
  registerAreaSlotMounter((element, area, props) => {
    const root = createRoot(element);
    const render = (p: Record<string, unknown>) => root.render(<AreaMount area={area as Area} props={p as unknown as AreaProps} />);
   render(props);
    return {
      update: render,
      // Never unmount a root while React is rendering the tree that held it (the embedding screen's cleanup).
      unmount: () => setTimeout(() => root.unmount(), 0),
    };
  });
}
