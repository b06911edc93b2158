import { ScreenSwitch, type AreaProps } from 'shared/ui';

const SCREENS = {
  'library': { title: 'My Content Library' },
  'content-history': { title: 'Content History' },
};

/** Routes the host's props to this area's screens. */
export function Root(props: AreaProps) {
  return <ScreenSwitch props={props} screens={SCREENS} buildLabel={__BUILD_LABEL__} />;
}
