/** The look of every floating panel (menus, select lists, popovers, calendars), in one place. */
export const popoverClasses =
  'min-w-(--trigger-width) overflow-auto rounded-xl border border-zinc-200 bg-white py-1 shadow-lg outline-none';

/** One row of a menu or list box: highlighted on hover and on keyboard focus alike. */
export const itemClasses =
  'flex cursor-default items-center gap-2 px-3 py-2 text-left text-sm text-zinc-700 outline-none select-none data-[focused]:bg-zinc-100 data-[focused]:text-zinc-900 data-[disabled]:text-zinc-400';
