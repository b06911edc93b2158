import { useState } from 'react';
import { api } from 'shared/api';
import { Button, LogoutOutlined, Modal } from 'shared/ui';
import { signOutToHome } from '../lib/sign-out';

/** 'Logout' with the confirm dialog of SPEC.md §2: tells the server (best effort), then signs out to `/`. */
export function LogoutButton({ danger = false }: { danger?: boolean }) {
  const [confirming, setConfirming] = useState(false);

  async function logout() {
    setConfirming(false);
    await api.logout().catch(() => undefined);
    signOutToHome('Logged out successfully');
  }

  return (
    <>
      <Button danger={danger} icon={<LogoutOutlined />} onClick={() => setConfirming(true)}>Logout</Button>
      {/* Opens on its answer, as the shell's Logout confirmation does (it opened on the Close button). */}
      <Modal open={confirming} title="Logout" okText="Logout" okButtonProps={{ autoFocus: true }} onOk={logout} onCancel={() => setConfirming(false)}>
        Are you sure you want to logout?
      </Modal>
    </>
  );
}
