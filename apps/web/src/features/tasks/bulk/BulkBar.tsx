import clsx from 'clsx';
import {
  CalendarDays,
  ChevronDown,
  CircleDot,
  Folder,
  SignalHigh,
  Tag,
  Trash2,
  UserRound,
  X,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../ui/Button';
import { DatePickerField } from '../../../ui/DatePickerField';
import { IconButton } from '../../../ui/IconButton';
import { Menu, MenuItem } from '../../../ui/Menu';
import { PopoverButton } from '../../../ui/PopoverButton';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { useMembersQuery } from '../../settings/api/membersApi';
import { toUtcIso } from '../utils/dateInput';
import type { TaskLookups } from '../components/useTaskLookups';
import { bulkMessages as messages } from './bulk.messages';
import { useTaskLabelsQuery, useTaskStatesQuery } from '../workflow/workflowApi';
import type { BulkChange } from './bulkTasksApi';
import { BOARD_PRIORITIES, type BoardLabel } from '../board/boardTypes';

type BulkBarProps = {
  count: number;
  lookups: TaskLookups;
  /** Set one field on every selected task (one request). */
  onChange: (change: BulkChange) => void;
  onDelete: () => void;
  onClear: () => void;
};

const triggerClasses = clsx(buttonClasses('ghost', 'sm'), 'shrink-0 whitespace-nowrap');

function TriggerLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {icon}
      {children}
      <ChevronDown aria-hidden className="size-3.5 text-zinc-400" />
    </span>
  );
}

type BulkTriggerProps = {
  /** The accessible name ("Set priority"). */
  label: string;
  icon: ReactNode;
  /** What the trigger shows ("Priority"). */
  text: string;
  className?: string;
};

/** One of the bar's "set X" menus: it opens upwards, the bar being at the bottom. */
function BulkMenu({
  label,
  icon,
  text,
  className,
  children,
}: BulkTriggerProps & { children: ReactNode }) {
  return (
    <Menu
      label={label}
      placement="top start"
      className={className}
      triggerClassName={triggerClasses}
      trigger={<TriggerLabel icon={icon}>{text}</TriggerLabel>}
    >
      {children}
    </Menu>
  );
}

/** One of the bar's "set X" panels (labels, due date), opening upwards like BulkMenu. */
function BulkPopover({
  label,
  icon,
  text,
  className,
  children,
}: BulkTriggerProps & { children: (close: () => void) => ReactNode }) {
  return (
    <PopoverButton
      label={label}
      placement="top start"
      triggerClassName={triggerClasses}
      className={className}
      trigger={<TriggerLabel icon={icon}>{text}</TriggerLabel>}
    >
      {children}
    </PopoverButton>
  );
}

/**
 * The bar shown while tasks are selected: set the state, assignee, priority, labels, project
 * or due date of all of them at once, or delete them. It sticks to the bottom of the screen,
 * scrolling sideways on a phone.
 */
export function BulkBar({ count, lookups, onChange, onDelete, onClear }: BulkBarProps) {
  const states = useTaskStatesQuery();
  const labels = useTaskLabelsQuery();
  const members = useMembersQuery();
  const activeMembers = (members.data ?? []).filter((member) => member.active);
  const openProjects = lookups.projects.filter((project) => !project.isArchived);

  return (
    <div
      role="toolbar"
      aria-label={messages.barLabel}
      data-testid="bulk-bar"
      // Above the phone's bottom bar (4 rem), which is fixed over the page.
      className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-20 sm:bottom-3 mt-4 flex items-center gap-1 rounded-2xl border border-zinc-200 bg-white/95 p-2 shadow-lg backdrop-blur"
    >
      <span className="shrink-0 px-2 text-sm font-semibold whitespace-nowrap text-zinc-900">
        {messages.selectedCount(count)}
      </span>
      <div className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto">
        <BulkMenu
          label={messages.setState}
          icon={<CircleDot aria-hidden className="size-4" />}
          text={messages.state}
        >
          {states.isPending ? (
            <MenuItem id="loading">{messages.loadingChoices}</MenuItem>
          ) : (
            (states.data ?? []).map((state) => (
              <MenuItem
                key={state.id}
                id={state.id}
                textValue={state.name}
                icon={
                  <span
                    className="size-2.5 rounded-full"
                    style={{ backgroundColor: state.color }}
                  />
                }
                onAction={() => onChange({ stateId: state.id })}
              >
                {state.name}
              </MenuItem>
            ))
          )}
        </BulkMenu>

        <BulkMenu
          label={messages.setAssignee}
          icon={<UserRound aria-hidden className="size-4" />}
          text={messages.assignee}
          className="max-h-80 w-64"
        >
          <MenuItem id="none" onAction={() => onChange({ assignedUserIds: [] })}>
            {messages.unassigned}
          </MenuItem>
          {activeMembers.map((member) => (
            <MenuItem
              key={member.id}
              id={member.id}
              textValue={displayNameOf(member)}
              onAction={() => onChange({ assignedUserIds: [member.id] })}
            >
              {displayNameOf(member)}
            </MenuItem>
          ))}
        </BulkMenu>

        <BulkMenu
          label={messages.setPriority}
          icon={<SignalHigh aria-hidden className="size-4" />}
          text={messages.priority}
        >
          {BOARD_PRIORITIES.map((priority) => (
            <MenuItem key={priority} id={priority} onAction={() => onChange({ priority })}>
              {messages.priorities[priority]}
            </MenuItem>
          ))}
        </BulkMenu>

        <BulkPopover
          label={messages.setLabels}
          icon={<Tag aria-hidden className="size-4" />}
          text={messages.labels}
          className="w-64"
        >
          {(close) => (
            <LabelChoices
              labels={labels.data}
              isLoading={labels.isPending}
              onApply={(labelIds) => {
                close();
                onChange({ labelIds });
              }}
            />
          )}
        </BulkPopover>

        <BulkMenu
          label={messages.setProject}
          icon={<Folder aria-hidden className="size-4" />}
          text={messages.project}
          className="max-h-80 w-64"
        >
          <MenuItem id="none" onAction={() => onChange({ projectId: null })}>
            {messages.noProject}
          </MenuItem>
          {openProjects.map((project) => (
            <MenuItem
              key={project.id}
              id={project.id}
              textValue={project.name}
              onAction={() => onChange({ projectId: project.id })}
            >
              {project.name}
            </MenuItem>
          ))}
        </BulkMenu>

        <BulkPopover
          label={messages.setDueDate}
          icon={<CalendarDays aria-hidden className="size-4" />}
          text={messages.dueDate}
          className="w-72"
        >
          {(close) => (
            <DueDateChoice
              onApply={(dueDate) => {
                close();
                onChange({ dueDate });
              }}
            />
          )}
        </BulkPopover>

        <Button
          variant="dangerGhost"
          size="sm"
          className="shrink-0"
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={onDelete}
        >
          {messages.delete}
        </Button>
      </div>
      <IconButton
        label={messages.clearSelection}
        icon={<X className="size-4" />}
        onClick={onClear}
        className="shrink-0"
      />
    </div>
  );
}

function LabelChoices({
  labels,
  isLoading,
  onApply,
}: {
  labels: readonly BoardLabel[] | undefined;
  isLoading: boolean;
  onApply: (labelIds: string[]) => void;
}) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  if (isLoading) return <p className="text-sm text-zinc-500">{messages.loadingChoices}</p>;
  if (!labels || labels.length === 0) {
    return <p className="text-sm text-zinc-500">{messages.noLabels}</p>;
  }
  return (
    <div className="space-y-3">
      <fieldset className="max-h-60 space-y-1 overflow-y-auto">
        <legend className="sr-only">{messages.setLabels}</legend>
        {labels.map((label) => (
          <label key={label.id} className="flex items-center gap-2 rounded px-1 py-1 text-sm">
            <input
              type="checkbox"
              checked={checked.has(label.id)}
              onChange={() => {
                const next = new Set(checked);
                if (next.has(label.id)) next.delete(label.id);
                else next.add(label.id);
                setChecked(next);
              }}
              className="size-4 rounded border-zinc-300 text-brand-600"
            />
            <span
              aria-hidden
              className="size-2.5 rounded-full"
              style={{ backgroundColor: label.color }}
            />
            <span className="truncate">{label.name}</span>
          </label>
        ))}
      </fieldset>
      <Button size="sm" className="w-full" onClick={() => onApply([...checked])}>
        {messages.applyLabels}
      </Button>
    </div>
  );
}

function DueDateChoice({ onApply }: { onApply: (dueDate: string | null) => void }) {
  const [value, setValue] = useState('');
  return (
    <div className="space-y-3">
      <DatePickerField
        label={messages.dueDate}
        value={value}
        onChange={setValue}
        granularity="day"
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          className="flex-1"
          disabled={!value}
          onClick={() => onApply(toUtcIso(`${value}T00:00`))}
        >
          {messages.applyDueDate}
        </Button>
        <Button size="sm" variant="secondary" className="flex-1" onClick={() => onApply(null)}>
          {messages.clearDueDate}
        </Button>
      </div>
    </div>
  );
}
