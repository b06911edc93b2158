/**
 * The curated antd subset every area uses, the theme, toasts and formatting helpers.
 * Areas import UI from here, never from 'antd' directly, so the page loads one copy of only what we use.
 */
export {
  Alert, Avatar, Badge, Button, Card, Checkbox, Col, ConfigProvider, Divider, Dropdown, Empty, Form, Input,
  InputNumber, List, Modal, Popconfirm, Progress, Radio, Result, Row, Segmented, Select, Skeleton, Slider, Space,
  Spin, Statistic, Steps, Switch, Tabs, Tag, Tooltip, Typography,
} from 'antd';
export {
  ArrowLeftOutlined, CalendarOutlined, CheckCircleFilled, CheckOutlined, ClockCircleOutlined, CloseOutlined,
  CopyOutlined, DeleteOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, FireOutlined, LinkedinFilled,
  LockOutlined, LogoutOutlined, MailOutlined, PlusOutlined, ReloadOutlined, RobotOutlined, SearchOutlined,
  SendOutlined, SettingOutlined, StarFilled, ThunderboltOutlined, UserOutlined, WarningOutlined,
  BellOutlined, CloseCircleFilled, CrownOutlined, DisconnectOutlined, DownloadOutlined, ExclamationCircleFilled,
  InboxOutlined, KeyOutlined, QuestionCircleOutlined,
} from '@ant-design/icons';
export { theme, AppProvider } from './theme';
export { toast } from 'shared/bus';
export * from './format';
export { createAreaLifecycles, ScreenFrame, ScreenSwitch, AreaErrorCard, type AreaProps } from './area';
