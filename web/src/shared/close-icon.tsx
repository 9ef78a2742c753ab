import { Icon } from './icon';

/** The cross on every close and remove button (menus, toasts, a chosen logo). */
export function CloseIcon({ size }: { size: number }) {
  return (
    <Icon size={size}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}
