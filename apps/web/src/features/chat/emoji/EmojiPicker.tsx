import clsx from 'clsx';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { emojiCatalog } from 'virtual:emoji-catalog';
import { focusRing } from '../../../ui/focusRing';
import { chatMessages } from '../chat.messages';
import { EmojiImage } from './EmojiImage';
import { frequentlyUsedEmoji, rememberEmoji } from './recentEmoji';
import { searchEmoji } from './searchEmoji';

const messages = chatMessages.emoji;
/** Emoji per row; the arrow keys move by this much up and down. */
const COLUMNS = 8;
/** The licence of the Twemoji graphics, linked from the credit under the grid. */
const TWEMOJI_LICENCE_URL = 'https://creativecommons.org/licenses/by/4.0/';

type Section = { title: string; items: Array<{ char: string; name: string }> };

const nameByChar = new Map(emojiCatalog.map((entry) => [entry.char, entry.name]));
const categories: Section[] = [];
for (const entry of emojiCatalog) {
  const last = categories.at(-1);
  const item = { char: entry.char, name: entry.name };
  if (last && last.title === entry.category) last.items.push(item);
  else categories.push({ title: entry.category, items: [item] });
}

/**
 * The emoji picker of the composer and of reactions: a search by name, the frequently used row
 * (recent choices, remembered in this browser), then every emoji by category, all drawn from
 * the shipped images. The keyboard reaches everything: typing searches, the arrows move from
 * the field into the grid and within it, Enter chooses. Loaded lazily (EmojiPickerButton).
 */
export function EmojiPicker({ onChoose }: { onChoose: (emoji: string) => void }) {
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const gridRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const sections = useMemo<Section[]>(() => {
    if (query.trim()) {
      return [{ title: messages.results, items: searchEmoji(emojiCatalog, query) }];
    }
    const frequent = frequentlyUsedEmoji().map((char) => ({
      char,
      name: nameByChar.get(char) ?? char,
    }));
    return [{ title: messages.frequentlyUsed, items: frequent }, ...categories];
  }, [query]);
  const count = sections.reduce((sum, section) => sum + section.items.length, 0);
  const active = Math.min(activeIndex, Math.max(count - 1, 0));

  function choose(emoji: string) {
    rememberEmoji(emoji);
    onChoose(emoji);
  }

  function focusEmoji(index: number) {
    setActiveIndex(index);
    gridRef.current?.querySelector<HTMLElement>(`[data-emoji-index="${index}"]`)?.focus();
  }

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      focusEmoji(0);
    } else if (event.key === 'Enter' && query.trim() && count > 0) {
      // Enter in the field takes the best match, as a quick "type a name, press Enter".
      event.preventDefault();
      choose(sections[0]!.items[0]!.char);
    }
  }

  function handleGridKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: COLUMNS,
      ArrowUp: -COLUMNS,
    };
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      focusEmoji(event.key === 'Home' ? 0 : count - 1);
      return;
    }
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = active + step;
    if (next < 0) {
      searchRef.current?.focus();
      return;
    }
    focusEmoji(Math.min(next, count - 1));
  }

  let index = 0;
  return (
    <div className="flex w-72 flex-col gap-2">
      <input
        ref={searchRef}
        type="search"
        autoFocus
        value={query}
        aria-label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
        }}
        onKeyDown={handleSearchKeyDown}
        className="block w-full rounded-lg border border-zinc-300 px-3 py-1.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <div
        ref={gridRef}
        role="group"
        aria-label={messages.pickerLabel}
        onKeyDown={handleGridKeyDown}
        className="h-64 overflow-y-auto overscroll-contain pr-1"
      >
        {count === 0 ? <p className="p-2 text-sm text-zinc-500">{messages.noResults}</p> : null}
        {sections.map((section) =>
          section.items.length === 0 ? null : (
            <div key={section.title} role="group" aria-label={section.title}>
              <p
                aria-hidden
                className="sticky top-0 bg-white py-1 text-xs font-medium text-zinc-500"
              >
                {section.title}
              </p>
              <div className="grid grid-cols-8 gap-0.5">
                {section.items.map((item) => {
                  const itemIndex = index++;
                  return (
                    <button
                      key={`${section.title}-${item.char}`}
                      type="button"
                      data-emoji-index={itemIndex}
                      tabIndex={itemIndex === active ? 0 : -1}
                      aria-label={item.name}
                      title={item.name}
                      onClick={() => choose(item.char)}
                      onFocus={() => setActiveIndex(itemIndex)}
                      className={clsx(
                        'flex size-8 items-center justify-center rounded-lg hover:bg-zinc-100',
                        focusRing,
                      )}
                    >
                      <EmojiImage emoji={item.char} className="size-6" />
                    </button>
                  );
                })}
              </div>
            </div>
          ),
        )}
      </div>
      <a
        href={TWEMOJI_LICENCE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx(
          'self-end rounded text-[10px] text-zinc-400 hover:text-zinc-600',
          focusRing,
        )}
      >
        {messages.attribution}
      </a>
    </div>
  );
}
