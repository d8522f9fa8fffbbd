import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** One tab of a TabList. */
export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/** Props of TabList; the look is the caller's, since each bar keeps its own style. */
export interface TabListProps<K extends string> {
  /** Names the tablist for screen readers. */
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect: (key: K) => void;
  className: string;
  /** The classes every tab shares, then those of the selected and of the other tabs. */
  tabClassName: readonly [base: string, selected: string, other: string];
  /**
   * With an id prefix each tab gets the id `${idPrefix}-${key}` and the arrow keys move between tabs
   * (one tab in the tab order), as the ARIA tabs pattern asks for a bar that controls one panel.
   */
  roving?: { idPrefix: string; controls: string };
}

/** A row of tab buttons with the tab roles, one of them selected. */
export function TabList<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
  tabClassName: [base, selectedClass, otherClass],
  roving,
}: TabListProps<K>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!roving) return;
    const index = tabs.findIndex((tab) => tab.key === selected);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length].key;
    onSelect(next);
    document.getElementById(`${roving.idPrefix}-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={roving && `${roving.idPrefix}-${tab.key}`}
          role="tab"
          type="button"
          aria-selected={selected === tab.key}
          aria-controls={roving?.controls}
          tabIndex={roving && (selected === tab.key ? 0 : -1)}
          onClick={() => onSelect(tab.key)}
          onKeyDown={roving && onKeyDown}
          className={cn(base, selected === tab.key ? selectedClass : otherClass)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
