/**
 * The remote kit without antd: the area lifecycles and screen frame, the Sandbox badge, the usage meter, the area
 * slot, toasts and formatting helpers. A screen of plain CSS (pricing, the sidebar's usage box) imports from here so
 * its page never loads antd; shared/ui re-exports all of it with the antd subset and a themed createAreaApp.
 */
// A shared module is never tree-shaken (any remote may use any export): export only what the areas use.
export { toast } from 'shared/bus';
export * from './format';
export { Button, Icon, LOADING_ICON, type ButtonProps, type SvgIcon } from './controls';
export { createAreaApp, ScreenFrame, type AreaDefinition, type AreaProps, type AreaScreen } from './area';
export { SandboxBadge, useRemotesConfig } from './sandbox';
export { AreaSlot } from './slot';
export { UsageMeter } from './usage-meter';
export { injectStyles } from './styles';
