import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';

const MOVE =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

/** Props of ItemActions. */
export interface ItemActionsProps {
  /** What one item is called in the buttons' names, e.g. "line" → "Move line 2 up". */
  noun: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  /** False when the list is at its minimum. */
  canRemove: boolean;
}

/** Move up, move down and remove for one item of an edited list, each named with the item's number. */
export function ItemActions({ noun, index, count, onMove, onRemove, canRemove }: ItemActionsProps) {
  const number = index + 1;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  // The item's buttons move with it; keep the focus on them (on the other arrow once one reaches an end).
  const move = (to: number, pressed: typeof up, other: typeof up) => {
    onMove(index, to);
    setTimeout(() => (pressed.current?.disabled ? other : pressed).current?.focus());
  };
  // The two arrows, each moving the item one place and keeping the focus (see move).
  const arrows = [
    { way: 'up', to: index - 1, disabled: index === 0, turn: ' rotate-180', ref: up, other: down },
    { way: 'down', to: index + 1, disabled: index === count - 1, turn: '', ref: down, other: up },
  ] as const;
  return (
    <div className="flex items-center gap-1">
      {arrows.map((arrow) => (
        <IconButton
          key={arrow.way}
          icon="chevronDown"
          label={`Move ${noun} ${number} ${arrow.way}`}
          className={MOVE}
          iconClassName={`size-5${arrow.turn}`}
          ref={arrow.ref}
          disabled={arrow.disabled}
          onClick={() => move(arrow.to, arrow.ref, arrow.other)}
        />
      ))}
      <Button
        size="sm"
        variant="ghost"
        icon="trash"
        aria-label={`Remove ${noun} ${number}`}
        disabled={!canRemove}
        onClick={onRemove}
      >
        Remove
      </Button>
    </div>
  );
}
