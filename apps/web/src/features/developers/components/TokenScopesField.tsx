import { PUBLIC_API_AREAS, type ApiScope } from '@worksphere/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../../ui/CheckboxField';
import { textLinkClasses } from '../../../ui/textLinkClasses';
import { developersMessages } from '../developers.messages';
import { toggleScope } from '../utils/scopes';

const messages = developersMessages.scopes;

/** What a new personal access token may do: the assistant's tools and areas of the public API. */
export function TokenScopesField({
  value,
  onChange,
  error,
}: {
  value: readonly ApiScope[];
  onChange: (scopes: ApiScope[]) => void;
  error?: string | undefined;
}) {
  const hintId = useId();
  const errorId = useId();
  const set = (scope: ApiScope, on: boolean) => onChange(toggleScope(value, scope, on));
  return (
    <fieldset
      className="space-y-3 rounded-xl border border-zinc-200 px-4 py-3"
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="px-1 text-sm font-semibold text-zinc-900">{messages.legend}</legend>
      <p id={hintId} className="text-xs text-zinc-500">
        {messages.hint}{' '}
        <Link to="/settings/api-reference" className={textLinkClasses}>
          {messages.apiLink}
        </Link>
      </p>
      <CheckboxField
        label={messages.mcp}
        name="scope-mcp"
        checked={value.includes('mcp')}
        onChange={(event) => set('mcp', event.target.checked)}
      />
      <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        {PUBLIC_API_AREAS.map((area) => {
          const label = developersMessages.areas[area];
          return (
            <div key={area} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <span className="w-28 text-sm text-zinc-700">{label}</span>
              <CheckboxField
                label={messages.read}
                aria-label={messages.readArea(label)}
                name={`scope-${area}-read`}
                checked={value.includes(`${area}:read`)}
                onChange={(event) => set(`${area}:read`, event.target.checked)}
              />
              <CheckboxField
                label={messages.write}
                aria-label={messages.writeArea(label)}
                name={`scope-${area}-write`}
                checked={value.includes(`${area}:write`)}
                onChange={(event) => set(`${area}:write`, event.target.checked)}
              />
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
