import { ScreenSwitch, type AreaProps } from 'shared/ui';

const SCREENS = {
  'templates': { title: 'Viral Templates' },
  'viral-library': { title: 'Authentic Viral Library' },
  'creators': { title: 'Rising Creators' },
};

/** Routes the host's props to this area's screens. */
export function Root(props: AreaProps) {
  return <ScreenSwitch props={props} screens={SCREENS} buildLabel={__BUILD_LABEL__} />;
}
