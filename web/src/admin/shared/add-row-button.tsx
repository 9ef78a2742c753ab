import type { ReactNode } from 'react';
import { Button } from '../../shared/button';

interface AddRowButtonProps {
  /** The button's element id, for the focus to come back to once a row is removed. */
  id: string;
  /** The list holds as many rows as it may: the button is off. */
  full: boolean;
  onAdd: () => void;
  /** 'Add window', 'Add option group'. */
  children: ReactNode;
}

/**
 * The button under a list of rows the owner builds (delivery windows, option groups, a group's
 * choices): on a line of its own, as wide as its text rather than the form's grid, and off once the
 * list is full.
 */
export function AddRowButton({ id, full, onAdd, children }: AddRowButtonProps) {
  return (
    <div>
      <Button id={id} $variant="outline" disabled={full} onClick={onAdd}>
        {children}
      </Button>
    </div>
  );
}
