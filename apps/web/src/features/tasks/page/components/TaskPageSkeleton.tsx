import { taskPageMessages } from '../taskPage.messages';

/** Grey shapes where the task will be, while it loads. */
export function TaskPageSkeleton() {
  return (
    <div aria-busy className="animate-pulse space-y-4">
      <span role="status" className="sr-only">
        {taskPageMessages.loading}
      </span>
      <div className="h-8 w-2/3 rounded-lg bg-zinc-200" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3">
          <div className="h-40 rounded-xl bg-zinc-100" />
          <div className="h-5 w-1/3 rounded bg-zinc-200" />
          <div className="h-24 rounded-xl bg-zinc-100" />
        </div>
        <div className="space-y-3 rounded-2xl border border-zinc-200 p-4">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="space-y-1.5">
              <div className="h-3 w-1/4 rounded bg-zinc-200" />
              <div className="h-9 rounded-lg bg-zinc-100" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
