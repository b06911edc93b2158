/**
 * The remote kit: the curated antd subset every area uses, the area lifecycles and screen frame, the Sandbox
 * badge, the usage meter, toasts and formatting helpers. Areas import UI from here, never from 'antd' directly, so
 * the page loads one copy of only what we use.
 */
// A shared module is never tree-shaken (any remote may use any export), so every name here ships to every page
// that shows an area: export only what the areas use, and add a component when a screen needs it.
export { Alert, Button, Card, Checkbox, Form, Input, Modal, Popconfirm, Progress, Radio, Skeleton, Spin, Switch, Tabs, Tag, Tooltip } from 'antd';
export {
  BellOutlined, CalendarOutlined, CheckOutlined, ClockCircleOutlined, CloseOutlined, CopyOutlined, CrownOutlined,
  DeleteOutlined, DisconnectOutlined, DownloadOutlined, EditOutlined, KeyOutlined, LinkedinFilled, LockOutlined,
  LogoutOutlined, MailOutlined, PlusOutlined, QuestionCircleOutlined, RobotOutlined, SendOutlined, SettingOutlined,
  UserOutlined, WarningOutlined,
} from '@ant-design/icons';
export { toast } from 'shared/bus';
export * from './format';
export { createAreaApp, ScreenFrame, type AreaProps, type AreaScreen } from './area';
export { SandboxBadge, useRemotesConfig } from './sandbox';
export { AreaSlot } from './slot';
export { UsageMeter } from './usage-meter';
export { LinkedInPreview, PostHook, type LinkedInPreviewProps, type PreviewAuthor } from './linkedin-preview';
export { FEED_TEXT_WIDTH, type PreviewDevice } from './linkedin-fold';
export { AppstoreOutlined, EyeOutlined, HistoryOutlined, ProjectOutlined, ReloadOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
