import { ScreenFrame, type AreaProps } from 'shared/ui';

const SCREENS: Record<string, { title: string }> = {
  'library': { title: 'My Content Library' },
  'content-history': { title: 'Content History' },
};

/** Routes the host's props to this area's screens. */
export function Root(props: AreaProps) {
  const screen = SCREENS[props.screen];
  if (!screen) return <ScreenFrame title="Not found">This area has no screen called {props.screen}.</ScreenFrame>;
  return (
    <ScreenFrame title={screen.title}>
      {__BUILD_LABEL__ && <p className="build-label-area">build {__BUILD_LABEL__}</p>}
    </ScreenFrame>
  );
}
