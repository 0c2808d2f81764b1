import clsx from 'clsx';
import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import { focusRing } from './focusRing';

type TabsProps = {
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<{ id: string; label: string; content: ReactNode }>;
  selectedId?: string;
  onSelectionChange?: (id: string) => void;
  className?: string;
};

/**
 * Tabs on React Aria: arrow keys move between tabs, Tab goes into the panel, each panel is named
 * by its tab.
 */
export function Tabs({ label, tabs, selectedId, onSelectionChange, className }: TabsProps) {
  return (
    <AriaTabs
      className={clsx('flex flex-col gap-4', className)}
      selectedKey={selectedId}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <AriaTabList aria-label={label} className="flex gap-1 border-b border-zinc-200">
        {tabs.map((tab) => (
          <AriaTab
            key={tab.id}
            id={tab.id}
            className={clsx(
              '-mb-px cursor-pointer border-b-2 px-3 py-2 text-sm font-medium outline-none transition-colors',
              'border-transparent text-zinc-600 hover:text-zinc-900',
              'data-[selected]:border-brand-600 data-[selected]:text-brand-700',
              'data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-300',
            )}
          >
            {tab.label}
          </AriaTab>
        ))}
      </AriaTabList>
      {tabs.map((tab) => (
        <AriaTabPanel key={tab.id} id={tab.id} className={clsx('outline-none', focusRing)}>
          {tab.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
