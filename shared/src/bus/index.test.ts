import { all$, navigate, on, publish, subscribe, toast } from 'shared/bus';

describe('event bus', () => {
  test('subscribers get only their event, in order, until they unsubscribe', () => {
    const seen: string[] = [];
    const sub = subscribe('navigate', (p) => seen.push(p.to));
    const other = jest.fn();
    const s2 = subscribe('auth:logout', other);
    navigate('/a');
    publish('navigate', { to: '/b', replace: true });
    sub.unsubscribe();
    navigate('/c');
    expect(seen).toEqual(['/a', '/b']);
    expect(other).not.toHaveBeenCalled();
    s2.unsubscribe();
  });

  test('navigate carries history state', () => {
    const got: unknown[] = [];
    const sub = on('navigate').subscribe((p) => got.push(p));
    navigate('/app/generate', { state: { selectedTemplate: { name: 'Hot Take' } } });
    expect(got).toEqual([{ to: '/app/generate', state: { selectedTemplate: { name: 'Hot Take' } } }]);
    sub.unsubscribe();
  });

  test('toasts get unique ids; loading toasts never expire and can be dismissed', () => {
    const msgs: unknown[] = [];
    const sub = all$.subscribe((m) => msgs.push(m));
    const a = toast.success('Saved');
    const b = toast.loading('Working…');
    toast.dismiss(b);
    expect(a).not.toBe(b);
    expect(msgs).toEqual([
      { type: 'toast', payload: { id: a, type: 'success', message: 'Saved', duration: undefined } },
      { type: 'toast', payload: { id: b, type: 'loading', message: 'Working…', duration: 0 } },
      { type: 'toast:dismiss', payload: { id: b } },
    ]);
    sub.unsubscribe();
  });
});
