import type { ReactNode } from 'react';
import { ConfigProvider, type ThemeConfig } from 'antd';

/** The product theme: LinkedIn-adjacent blue, rounded, Inter-like system stack. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0a66c2',
    // Hovered and pressed primaries go darker, not lighter: antd's derived hover (#2b82cf) puts white text at 3.9:1
    // (WCAG 1.4.3 wants 4.5); #004182 is the kit's hover too (shared/kit styles), 10:1 with white.
    colorPrimaryHover: '#004182',
    colorPrimaryActive: '#00336a',
    colorSuccess: '#16a34a',
    colorWarning: '#d97706',
    colorError: '#dc2626',
    // Secondary text (form help, descriptions, placeholders' neighbours) at 4.5:1 or better on white and on the
    // light page background (WCAG 1.4.3); antd's default 45 % black falls short.
    colorTextDescription: '#475569',
    colorTextTertiary: '#475569',
    // Link buttons and info accents in the brand blue (antd's default link blue is 4.0:1 on white).
    colorLink: '#0a66c2',
    colorLinkHover: '#004182',
    colorLinkActive: '#00336a',
    colorInfo: '#0a66c2',
    borderRadius: 8,
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  },
};

/** Wrap an area's root so antd components use the product theme. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
