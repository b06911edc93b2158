import * as app from './app';

// The scheduler's first test: its jest project exists because the area is in shared/areas.json.
describe('scheduler area', () => {
  test('exposes the single-spa lifecycles the host mounts as a parcel', () => {
    for (const k of ['bootstrap', 'mount', 'unmount', 'update'] as const) expect(typeof app[k]).toBe('function');
  });
});
