import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const sections = [
  { id: 'navigation', label: 'Navigation', panel: <input aria-label="Header title" /> },
  { id: 'layout', label: 'Layout', panel: <p>Layout settings</p> },
  { id: 'images', label: 'Images', panel: <p>Image settings</p> },
];

function renderTabs(direction: 'ltr' | 'rtl' = 'ltr') {
  render(
    <div dir={direction}>
      <Tabs label="Sections" tabs={sections} />
    </div>,
  );
  return userEvent.setup();
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('tabs (WAI-ARIA tabs pattern)', () => {
  it('selects the first tab and shows only its panel, labelled by the tab', () => {
    renderTabs();

    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    expect(tab('Navigation')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Layout')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Navigation' });
    expect(tab('Navigation')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByText('Layout settings')).not.toBeVisible();
  });

  it('is one tab stop: Tab reaches the selected tab, then leaves the list', async () => {
    const user = renderTabs();

    await user.tab();
    expect(tab('Navigation')).toHaveFocus();
    expect(tab('Layout')).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Navigation' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping round, and with Home and End', async () => {
    const user = renderTabs();
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(tab('Layout')).toHaveFocus();
    expect(tab('Layout')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Layout')).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('Layout settings')).toBeVisible();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Navigation')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Images')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Navigation')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Images')).toHaveAttribute('aria-selected', 'true');
  });

  it('mirrors the arrows right to left: the left arrow goes to the next tab', async () => {
    const user = renderTabs('rtl');
    await user.tab();

    await user.keyboard('{ArrowLeft}');
    expect(tab('Layout')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('Images')).toHaveFocus();
  });

  it('selects a tab by click and keeps what was typed in the others', async () => {
    const user = renderTabs();

    await user.type(screen.getByLabelText('Header title'), 'Crumb');
    await user.click(tab('Images'));
    expect(screen.getByText('Image settings')).toBeVisible();
    await user.click(tab('Navigation'));

    expect(screen.getByLabelText('Header title')).toHaveValue('Crumb');
  });
});
