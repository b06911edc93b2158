import path from 'node:path';
import { antdImports, staticImports } from 'shared/testing';

describe('the billing remote', () => {
  test('its ./app (pricing, the usage box) loads no antd; Plan & Billing brings it when first shown', () => {
    const first = staticImports(path.join(__dirname, 'app.tsx'));
    expect(first.has('shared/kit')).toBe(true);
    expect(antdImports(first)).toEqual([]);
    expect(staticImports(path.join(__dirname, 'screens', 'billing', 'themed.ts')).has('shared/ui')).toBe(true);
  });
});
