import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { wrapRow } from './wrap-row';
import { surface } from '../theme/surface';
import { color } from '../theme/tokens';

/**
 * Radix Dialog in the shop's colours. Radix keeps focus inside while open, closes on Escape
 * and on the backdrop, and gives focus back to what opened it. Only lazily loaded modules
 * import this file, so the primitive is never part of the first download.
 */
export const DialogRoot = RadixDialog.Root;
export const DialogPortal = RadixDialog.Portal;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const DialogOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 50;
  background: hsl(340 30% 10% / 0.5);
  animation: ${fadeIn} 0.15s ease-out;
`;

const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

/** A centred modal window. */
export const DialogContent = styled(RadixDialog.Content)`
  position: fixed;
  inset-block-start: 50%;
  left: 50%;
  z-index: 51;
  display: grid;
  gap: 1rem;
  inline-size: min(26rem, calc(100vw - 2rem));
  max-block-size: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.5rem;
  border-radius: var(--radius);
  ${surface('card')}
  box-shadow: 0 24px 48px -16px hsl(340 40% 15% / 0.4);
  transform: translate(-50%, -50%);
  animation: ${popIn} 0.15s ease-out;

  &:focus {
    outline: none;
  }
`;

export const DialogTitle = styled(RadixDialog.Title)`
  margin: 0;
  font-size: 1.25rem;
`;

export const DialogDescription = styled(RadixDialog.Description)`
  margin: 0;
  color: ${color('mutedForeground')};
`;

/**
 * Our dialogs are mounted when opened, without a Radix Trigger, and Radix gives focus back to
 * its Trigger only. This remembers what had focus when the dialog opened (the button that
 * opened it) and gives focus back to it on close: pass it as the content's onCloseAutoFocus.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
  };
}

/** The dialog's buttons, at its end: the way out first, the action last. */
export const DialogActions = styled.div`
  ${wrapRow('0.5rem', { justify: 'flex-end' })}
`;

interface ModalDialogProps {
  title: string;
  /** Escape, the backdrop, or a button that closes it. */
  onClose: () => void;
  /** `alertdialog` for a question that needs an answer; a plain dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  busy?: boolean;
  children: ReactNode;
}

/** A modal window, open while it is mounted, with its title; focus goes back to its opener on close. */
export function ModalDialog({ title, onClose, role, busy, children }: ModalDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay />
        {/* Radix's own role is overwritten by any role given, even an undefined one. */}
        <DialogContent role={role ?? 'dialog'} onCloseAutoFocus={returnFocus} aria-busy={busy}>
          <DialogTitle>{title}</DialogTitle>
          {children}
        </DialogContent>
      </DialogPortal>
    </DialogRoot>
  );
}
