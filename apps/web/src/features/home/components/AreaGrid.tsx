import { Sparkles } from 'lucide-react';
import { homeMessages } from '../home.messages';
import { areaIcons } from './areaIcons';

/** The product areas, one card each. */
export function AreaGrid() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {homeMessages.areas.map((area) => {
        const Icon = areaIcons[area.id] ?? Sparkles;
        return (
          <li
            key={area.id}
            className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <div className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon aria-hidden className="size-5" />
            </div>
            <h3 className="mt-4 text-base font-semibold text-zinc-900">{area.title}</h3>
            <p className="mt-2 text-sm leading-6 text-zinc-600">{area.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
