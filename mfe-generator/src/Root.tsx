import { ScreenFrame, type AreaProps } from 'shared/ui';
import { ensureStyles } from './components/styles';
import { Chat } from './screens/Chat';

/** Both generator screens show the LinkedIn GPT chat (SPEC.md §2: /app/dashboard and /app/generate). */
const SCREENS = new Set(['dashboard', 'generate']);

/** Routes the host's props to this area's screens. */
export function Root(props: AreaProps) {
  ensureStyles();
  if (!SCREENS.has(props.screen)) return <ScreenFrame title="Not found">This area has no screen called {props.screen}.</ScreenFrame>;
  return <Chat {...props} />;
}
