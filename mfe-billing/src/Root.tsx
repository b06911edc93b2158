import { ScreenFrame, type AreaProps } from 'shared/ui';
import { ensureStyles } from './components/styles';
import { UsageBox } from './screens/UsageBox';

const SCREENS: Record<string, { title: string }> = {
  'pricing': { title: 'Pricing' },
  'billing': { title: 'Plan & Billing' },
};

/** Routes the host's props to this area's screens. */
/** Screens the host mounts outside the main content (overlays, banners, sidebar slots). */
const EMBEDDED = new Set(['profile-setup', 'email-banner']);

export function Root(props: AreaProps) {
  ensureStyles();
  if (props.screen === 'usage-box') return <UsageBox {...props} />;
  if (EMBEDDED.has(props.screen)) return null;
  const screen = SCREENS[props.screen];
  if (!screen) return <ScreenFrame title="Not found">This area has no screen called {props.screen}.</ScreenFrame>;
  return (
    <ScreenFrame title={screen.title}>
      {__BUILD_LABEL__ && <p className="build-label-area">build {__BUILD_LABEL__}</p>}
    </ScreenFrame>
  );
}
