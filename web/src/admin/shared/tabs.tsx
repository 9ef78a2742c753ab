import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { media } from '../../theme/media';
import { color } from '../../theme/tokens';

export interface TabItem {
  /** Unique within the tab set; part of the tab's and the panel's element ids. */
  id: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Names the tab list for screen readers ('Mobile settings sections'). */
  label: string;
  tabs: readonly TabItem[];
}

/* In a grid or flex parent, lets the tabs wrap instead of widening the page. */
const Root = styled.div`
  min-inline-size: 0;
`;

/*
 * Tabs that do not fit one row (six on a phone) wrap onto the next, so every tab is in sight:
 * a row that scrolled sideways hid the last ones with nothing to say they were there. On
 * narrow screens the tabs of a row share its width, so the rows read as one block of choices.
 */
const TabList = styled.div`
  ${wrapRow('0.25rem')}
  border-block-end: 1px solid ${color('border')};
`;

const Tab = styled.button`
  flex: 1 1 auto;

  ${media.sm} {
    flex: none;
  }

  min-block-size: 2.75rem;
  padding-block: 0.5rem;
  padding-inline: 1rem;
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${color('mutedForeground')};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${color('foreground')};
  }

  /* Inside the ring, clear of the neighbouring tabs. */
  &:focus-visible {
    outline-offset: -3px;
  }

  &[aria-selected='true'] {
    border-block-end-color: ${color('primary')};
    color: ${color('primary')};
    font-weight: 700;
  }
`;

const Panel = styled.div`
  padding-block-start: 1.25rem;

  &:focus-visible {
    outline-offset: 4px;
  }
`;

/** Which tab a key press moves to, or undefined for keys the tab list leaves alone. */
function targetIndex(key: string, current: number, count: number, rightToLeft: boolean): number | undefined {
  // The arrows follow the reading direction: in Arabic the next tab is to the left.
  const next = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const previous = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === next) return (current + 1) % count;
  if (key === previous) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Tabs as the WAI-ARIA pattern describes them: one tab stop for the whole list (roving
 * tabindex), the arrow keys, Home and End move between tabs and select them, and each panel is
 * labelled by its tab. Every panel stays mounted (hidden when not selected), so what is typed
 * in one tab survives a visit to another.
 */
export function Tabs({ label, tabs }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(tabs[0]?.id);
  const tabElements = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rightToLeft = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const target = tabs[targetIndex(event.key, index, tabs.length, rightToLeft) ?? -1];
    if (!target) return;
    event.preventDefault();
    setSelectedId(target.id);
    tabElements.current.get(target.id)?.focus();
  };

  return (
    <Root>
      <TabList role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                if (element) tabElements.current.set(tab.id, element);
                else tabElements.current.delete(tab.id);
              }}
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setSelectedId(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((tab) => (
        <Panel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selectedId}
          tabIndex={0}
        >
          {tab.panel}
        </Panel>
      ))}
    </Root>
  );
}
