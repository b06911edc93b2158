/**
 * The remote kit with the curated antd subset every antd screen uses: shared/kit (lifecycles, frame, badge, meter,
 * slot, toasts, formatting) re-exported, antd's components and icons, and createAreaApp with the product theme.
 * Areas import UI from here (or from shared/kit for a screen of plain CSS), never from 'antd' directly, so the page
 * loads one copy of only what we use.
 */
// A shared module is never tree-shaken (any remote may use any export), so every name here ships to every page
// that shows an antd screen: export only what the areas use, and add a component when a screen needs it.
export { Alert, Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Progress, Radio, Skeleton, Spin, Switch, Tabs, Tag, Tooltip } from 'antd';
// ConfigProvider ships already (themed.tsx, theme.tsx): exported for a locale text of one control (mfe-auth's NamedPassword).
export { ConfigProvider } from 'antd';
// antd's icons as decoration (icons.tsx): a control is named by its text, not 'plus Create Post'.
export {
  AppstoreOutlined, BellOutlined, CalendarOutlined, CheckOutlined, ClockCircleOutlined, CloseOutlined, CopyOutlined,
  CrownOutlined, DeleteOutlined, DisconnectOutlined, DownloadOutlined, EditOutlined, EyeOutlined, HistoryOutlined,
  KeyOutlined, LinkedinFilled, LockOutlined, LogoutOutlined, MailOutlined, PlusOutlined, ProjectOutlined,
  QuestionCircleOutlined, ReloadOutlined, RobotOutlined, SaveOutlined, SearchOutlined, SendOutlined, SettingOutlined,
  UserOutlined, WarningOutlined,
} from './icons';
export {
  AreaSlot, ScreenFrame, SandboxBadge, UsageMeter, toast, useRemotesConfig,
  countWords, formatDate, formatFollowers, relativeAge, usageColor,
  type AreaProps, type AreaScreen,
} from 'shared/kit';
export { createAreaApp, withUi } from './themed';
export { LinkedInPreview, PostHook, type LinkedInPreviewProps, type PreviewAuthor } from './linkedin-preview';
export { FEED_TEXT_WIDTH, type PreviewDevice, foldedText as foldedCardText } from './linkedin-fold';
export { TimeZoneOptions } from './zone-options';
export { ConfirmPopover } from './confirm-popover';
