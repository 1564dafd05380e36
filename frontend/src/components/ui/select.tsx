import { Check, ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { useDismiss } from "./use-dismiss";

export type TSelectOption = { value: string; label: string; disabled?: boolean };

export type TSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly TSelectOption[];
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** Put on the trigger; each option gets `${testId}-option-${value}`. */
  "data-testid"?: string;
  /**
   * Makes the trigger's natural width that of its longest option, so that in an auto-sized
   * column (a filter bar) no choice is cut short; a narrower container still truncates.
   */
  fitLongestOption?: boolean;
};

/**
 * A select-only combobox (WAI-ARIA pattern): focus stays on the trigger, arrows move the
 * active option, Enter/Space picks, Escape closes, typing a letter jumps to a matching option.
 */
export function Select({
  value,
  onValueChange,
  options,
  placeholder = "Select...",
  className,
  fitLongestOption = false,
  ...rest
}: TSelectProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const selectedIndex = options.findIndex((o) => o.value === value);
  const selected = options[selectedIndex];

  useDismiss(rootRef, open, () => setOpen(false));

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [open, active]);

  const openList = () => {
    setActive(selectedIndex >= 0 ? selectedIndex : firstEnabled(options, 0, 1));
    setOpen(true);
  };
  const pick = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    onValueChange(option.value);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!open) {
      if (["ArrowDown", "ArrowUp", "Enter", " "].includes(event.key)) {
        event.preventDefault();
        openList();
      }
      return;
    }
    const move = nextActive(options, active, event.key);
    if (move !== null) {
      event.preventDefault();
      setActive(move);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      pick(active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Tab") {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const start = active + 1;
      for (let i = 0; i < options.length; i++) {
        const index = (start + i) % options.length;
        const option = options[index];
        if (option && !option.disabled && option.label.toLowerCase().startsWith(letter)) {
          setActive(index);
          break;
        }
      }
    }
  };

  const testId = rest["data-testid"];
  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        type="button"
        id={rest.id}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={rest["aria-label"]}
        aria-labelledby={rest["aria-labelledby"]}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        data-testid={testId}
        disabled={rest.disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
        className="flex h-9 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-input bg-background px-3 text-left text-sm shadow-xs outline-none transition-colors hover:bg-accent/50 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {fitLongestOption ? (
          // Every label in one grid cell, all but the chosen one invisible: the cell is as wide as the longest.
          <span className="grid min-w-0">
            {options.map((option) => (
              <span key={option.value} aria-hidden className="invisible col-start-1 row-start-1 h-0 truncate">
                {option.label}
              </span>
            ))}
            <span className={cn("col-start-1 row-start-1 truncate", !selected && "text-muted-foreground")}>
              {selected?.label ?? placeholder}
            </span>
          </span>
        ) : (
          <span className={cn("truncate", !selected && "text-muted-foreground")}>{selected?.label ?? placeholder}</span>
        )}
        <ChevronDown className={cn("size-4 opacity-60 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={rest["aria-label"]}
          className="animate-pop-in absolute z-50 mt-1 max-h-64 w-max max-w-[calc(100vw-2rem)] min-w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg shadow-black/20"
        >
          {options.map((option, index) => (
            // Keyboard handling lives on the combobox trigger, per the ARIA select-only pattern.
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above.
            <div
              key={option.value}
              id={`${listId}-${index}`}
              data-index={index}
              role="option"
              tabIndex={-1}
              aria-selected={option.value === value}
              aria-disabled={option.disabled || undefined}
              data-testid={testId ? `${testId}-option-${option.value}` : undefined}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
              className={cn(
                "relative flex cursor-pointer items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm select-none",
                index === active && "bg-accent text-accent-foreground",
                option.disabled && "pointer-events-none opacity-50",
              )}
            >
              <span className="truncate">{option.label}</span>
              {option.value === value && <Check className="absolute right-2 size-4 text-primary" aria-hidden />}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** Where an arrow, Home or End key moves the active option; null for any other key. */
function nextActive(options: readonly TSelectOption[], active: number, key: string): number | null {
  switch (key) {
    case "ArrowDown":
      return firstEnabled(options, active + 1, 1, active);
    case "ArrowUp":
      return firstEnabled(options, active - 1, -1, active);
    case "Home":
      return firstEnabled(options, 0, 1);
    case "End":
      return firstEnabled(options, options.length - 1, -1);
    default:
      return null;
  }
}

/** Index of the first enabled option from `start` walking by `step`, or `fallback` if none. */
function firstEnabled(options: readonly TSelectOption[], start: number, step: 1 | -1, fallback = -1): number {
  for (let i = start; i >= 0 && i < options.length; i += step) {
    if (!options[i]?.disabled) return i;
  }
  return fallback;
}
