import { useSearchParams } from 'react-router';
import { SelectField } from '../../../ui/SelectField';
import { boardMessages } from './board.messages';
import { readBoardGrouping } from './boardGrouping';
import { BOARD_GROUPINGS } from './boardTypes';

const OPTIONS = BOARD_GROUPINGS.map((grouping) => ({
  value: grouping,
  label: boardMessages.groupings[grouping],
}));

/** "Group by" above the board, kept in the address (`group=`) so a reload or a link keeps it. */
export function BoardGroupingSelect() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <SelectField
      label={boardMessages.groupByLabel}
      options={OPTIONS}
      value={readBoardGrouping(searchParams)}
      className="w-full sm:w-56"
      onChange={({ target }) =>
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('group', target.value);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}
