import { logout } from '../session';

/**
 * SPEC.md §5: logout asks first (as Account Settings does). One confirmation for the sidebar's user menu and the
 * top bar: focus lands on Logout, so Enter confirms and Escape (or Cancel) backs out.
 */
export function LogoutConfirm({ onCancel, className }: { onCancel: () => void; className: string }) {
  return (
    <div
      className={className}
      role="alertdialog"
      aria-labelledby="logout-confirm"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <p id="logout-confirm" className="logout-confirm__text">Are you sure you want to logout?</p>
      <div className="logout-confirm__actions">
        <button type="button" onClick={onCancel}>Cancel</button>
        <button type="button" className="logout-confirm__go" autoFocus onClick={() => logout()}>Logout</button>
      </div>
    </div>
  );
}
