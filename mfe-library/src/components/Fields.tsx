import { Button, ConfirmPopover, DeleteOutlined, Input, SearchOutlined } from 'shared/ui';

/** The search box of a toolbar (the screen waits for a pause in typing before it asks the server). */
export function SearchBox({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return (
    <Input
      className="pp-lib-toolbar__search"
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      dir="auto"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      allowClear
    />
  );
}

/** A labelled native select (keyboard and phone friendly); `all` adds a first choice meaning no filter (''). */
export function SelectField<T extends string>({
  label,
  value,
  onChange,
  options,
  all,
}: {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  options: readonly (readonly [T, string])[];
  all?: string;
}) {
  return (
    <label className="pp-lib-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        {all && <option value="">{all}</option>}
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The delete button with its confirmation (SPEC.md §2 words it per screen). Closed, the focus is back on the button;
 * after a delete, the item gone, on the screen's heading.
 */
export function DeleteButton({ confirm, label, onConfirm }: { confirm: string; label: string; onConfirm: () => void }) {
  return (
    <ConfirmPopover title={confirm} okText="Delete" okButtonProps={{ danger: true }} cancelText="Cancel" onConfirm={onConfirm}>
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={label} />
    </ConfirmPopover>
  );
}
