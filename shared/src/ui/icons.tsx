import type { ComponentProps } from 'react';
import {
  AppstoreOutlined as AntAppstoreOutlined,
  BellOutlined as AntBellOutlined,
  CalendarOutlined as AntCalendarOutlined,
  CheckOutlined as AntCheckOutlined,
  ClockCircleOutlined as AntClockCircleOutlined,
  CloseOutlined as AntCloseOutlined,
  CopyOutlined as AntCopyOutlined,
  CrownOutlined as AntCrownOutlined,
  DeleteOutlined as AntDeleteOutlined,
  DisconnectOutlined as AntDisconnectOutlined,
  DownloadOutlined as AntDownloadOutlined,
  EditOutlined as AntEditOutlined,
  EyeOutlined as AntEyeOutlined,
  HistoryOutlined as AntHistoryOutlined,
  KeyOutlined as AntKeyOutlined,
  LinkedinFilled as AntLinkedinFilled,
  LockOutlined as AntLockOutlined,
  LogoutOutlined as AntLogoutOutlined,
  MailOutlined as AntMailOutlined,
  PlusOutlined as AntPlusOutlined,
  ProjectOutlined as AntProjectOutlined,
  QuestionCircleOutlined as AntQuestionCircleOutlined,
  ReloadOutlined as AntReloadOutlined,
  RobotOutlined as AntRobotOutlined,
  SaveOutlined as AntSaveOutlined,
  SearchOutlined as AntSearchOutlined,
  SendOutlined as AntSendOutlined,
  SettingOutlined as AntSettingOutlined,
  UserOutlined as AntUserOutlined,
  WarningOutlined as AntWarningOutlined,
} from '@ant-design/icons';

/**
 * antd's icons name themselves (role img, aria-label 'plus'), so a button read 'plus Create Post' and a card's title
 * 'linkedin LinkedIn connection'. Every icon here sits beside a text or inside a control named by its own label: it is
 * decoration, hidden from screen readers. One that must be read says so: `aria-hidden={false} aria-label="…"`.
 */
type AntIcon = typeof AntPlusOutlined;

function decorative(Icon: AntIcon): AntIcon {
  const Decorative = (props: ComponentProps<AntIcon>) => <Icon aria-hidden {...props} />;
  Decorative.displayName = Icon.displayName;
  return Decorative as unknown as AntIcon;
}

export const AppstoreOutlined = decorative(AntAppstoreOutlined);
export const BellOutlined = decorative(AntBellOutlined);
export const CalendarOutlined = decorative(AntCalendarOutlined);
export const CheckOutlined = decorative(AntCheckOutlined);
export const ClockCircleOutlined = decorative(AntClockCircleOutlined);
export const CloseOutlined = decorative(AntCloseOutlined);
export const CopyOutlined = decorative(AntCopyOutlined);
export const CrownOutlined = decorative(AntCrownOutlined);
export const DeleteOutlined = decorative(AntDeleteOutlined);
export const DisconnectOutlined = decorative(AntDisconnectOutlined);
export const DownloadOutlined = decorative(AntDownloadOutlined);
export const EditOutlined = decorative(AntEditOutlined);
export const EyeOutlined = decorative(AntEyeOutlined);
export const HistoryOutlined = decorative(AntHistoryOutlined);
export const KeyOutlined = decorative(AntKeyOutlined);
export const LinkedinFilled = decorative(AntLinkedinFilled);
export const LockOutlined = decorative(AntLockOutlined);
export const LogoutOutlined = decorative(AntLogoutOutlined);
export const MailOutlined = decorative(AntMailOutlined);
export const PlusOutlined = decorative(AntPlusOutlined);
export const ProjectOutlined = decorative(AntProjectOutlined);
export const QuestionCircleOutlined = decorative(AntQuestionCircleOutlined);
export const ReloadOutlined = decorative(AntReloadOutlined);
export const RobotOutlined = decorative(AntRobotOutlined);
export const SaveOutlined = decorative(AntSaveOutlined);
export const SearchOutlined = decorative(AntSearchOutlined);
export const SendOutlined = decorative(AntSendOutlined);
export const SettingOutlined = decorative(AntSettingOutlined);
export const UserOutlined = decorative(AntUserOutlined);
export const WarningOutlined = decorative(AntWarningOutlined);
