import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';

/** The product theme: LinkedIn-adjacent blue, rounded, Inter-like system stack. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0a66c2',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    borderRadius: 8,
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
};

/** Wrap an area's root so antd components use the product theme. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
