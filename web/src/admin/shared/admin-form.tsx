import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { panelStyles } from '../../shared/card';
import { color } from '../../theme/tokens';
import { media, twoColumnsFrom } from '../../theme/media';
import { StackList } from '../../shared/stack-list';

/** The look of every back-office panel: a white raised card whose parts stack with a gap. */
export const adminCardStyles = css`
  ${panelStyles}
  align-content: start;
  min-inline-size: 0;
  margin: 0;
  color: ${color('cardForeground')};
  box-shadow: var(--shadow-card);
`;

/** A white panel holding a form or a list, with its heading. */
export const AdminCard = styled.section`
  ${adminCardStyles}

  h2 {
    font-size: 1.25rem;
  }
`;

/** A panel named by its heading (`<id>-title`), which screen readers announce on entering it. */
export function TitledCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <AdminCard aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </AdminCard>
  );
}

/** A list of cards: one column on phones, two from sm, three from lg (dashboard, theme presets). */
export const CardGridList = styled(StackList)`
  ${twoColumnsFrom('sm')}
  gap: 1rem;

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Form on the start side, list on the end side from md up (the products, categories and vouchers pages). */
export const FormAndList = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(20rem, 2fr) 3fr;
  }
`;

/**
 * Related fields under a title: the fieldset's legend, which screen readers announce with each
 * of them. Each kind of group styles it (styled(TitledFieldset)), its legend included.
 */
export function TitledFieldset({
  legend,
  className,
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Controls side by side under their fieldset's legend, wrapping on narrow screens, with no frame
 * of their own (the closed weekdays, the baking list's day). Each use sets its gaps.
 */
export const InlineFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
  }
`;

export const AdminForm = styled.form`
  display: grid;
  gap: 1rem;
`;

export const FormActions = styled.div`
  ${wrapRow('0.5rem')}
`;

/**
 * A label that holds its own checkbox or radio: the whole of it is one tap target of a finger's
 * height, and the input takes the shop's colour.
 */
export const inputLabel = (gap: string) => css`
  display: inline-flex;
  align-items: center;
  gap: ${gap};
  min-block-size: 2.75rem;
  font-weight: 600;
  cursor: pointer;

  input {
    accent-color: ${color('primary')};
  }
`;

const CheckboxLabel = styled.label`
  ${inputLabel('0.625rem')}

  input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

interface CheckboxFieldProps {
  /** For the focus to go to it (the form's problem is about it). */
  id?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** A switch reads 'on/off' (the voucher's Active toggle); a checkbox 'checked'. */
  asSwitch?: boolean;
  /** The id of a text that says more about it. */
  describedBy?: string;
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  disabled,
  name,
  asSwitch,
  describedBy,
}: CheckboxFieldProps) {
  return (
    <CheckboxLabel>
      <input
        id={id}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        aria-describedby={describedBy}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </CheckboxLabel>
  );
}

/** Small rounded label: Featured, Active, NEW. */
export const Badge = styled.span<{ $tone?: 'primary' | 'muted' | 'success' }>`
  display: inline-block;
  padding-block: 0.125rem;
  padding-inline: 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ $tone = 'primary' }) =>
    $tone === 'primary' ? color('primary') : $tone === 'success' ? 'hsl(142 70% 92%)' : color('muted')};
  color: ${({ $tone = 'primary' }) =>
    $tone === 'primary'
      ? color('primaryForeground')
      : $tone === 'success'
        ? 'hsl(142 72% 22%)'
        : color('mutedForeground')};
`;

/** A feature's main on/off switch with the line under it that says what turning it off means. */
export function SwitchField({
  hint,
  ...field
}: Omit<CheckboxFieldProps, 'asSwitch' | 'describedBy'> & { id: string; hint: string }) {
  const hintId = `${field.id}-hint`;
  return (
    <div>
      <CheckboxField {...field} asSwitch describedBy={hintId} />
      <p id={hintId}>{hint}</p>
    </div>
  );
}
