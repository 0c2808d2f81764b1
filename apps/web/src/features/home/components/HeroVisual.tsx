import { Sparkles } from 'lucide-react';
import { homeMessages } from '../home.messages';
import { areaIcons } from './areaIcons';

/** A quiet picture of the areas orbiting one workspace; decorative only. */
export function HeroVisual() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-tr from-brand-100 via-white to-brand-50 blur-2xl" />
      <div className="relative grid grid-cols-3 gap-3 rounded-3xl border border-zinc-200 bg-white/80 p-5 shadow-xl backdrop-blur">
        {homeMessages.areas.map((area) => {
          const Icon = areaIcons[area.id] ?? Sparkles;
          return (
            <div
              key={area.id}
              className="flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border border-zinc-100 bg-white p-2 text-center shadow-sm"
            >
              <Icon className="size-6 text-brand-600" />
              <span className="text-[11px] leading-tight font-medium text-zinc-600">
                {area.title}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
