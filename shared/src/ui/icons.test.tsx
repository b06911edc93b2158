import { renderToStaticMarkup } from 'react-dom/server';
import { Button, DeleteOutlined, PlusOutlined, SaveOutlined } from './index';

describe('icons of shared/ui', () => {
  test("are decoration: hidden from screen readers, so a button is named by its text ('Create Post', not 'plus Create Post')", () => {
    const html = renderToStaticMarkup(<Button icon={<PlusOutlined />}>Create Post</Button>);
    expect(html).toMatch(/<span role="img" aria-label="plus" aria-hidden="true"/);
    expect(renderToStaticMarkup(<SaveOutlined />)).toContain('aria-hidden="true"');
  });

  test('an icon given a name of its own keeps it (aria-hidden false)', () => {
    const html = renderToStaticMarkup(<DeleteOutlined aria-hidden={false} aria-label="Deleted" />);
    expect(html).toContain('aria-label="Deleted"');
    expect(html).not.toMatch(/<span role="img"[^>]*aria-hidden="true"/);
  });
});
