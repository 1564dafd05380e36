import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from "react";
import { cn } from "@/lib/cn";

type TTabsContext = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TTabsContext | null>(null);

function useTabs(): TTabsContext {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tabs parts must be used inside <Tabs>");
  return context;
}

const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, "-");

export type TTabsProps = Omit<ComponentProps<"div">, "onChange"> & {
  /** Controlled value; leave undefined to let the tabs hold their own state. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ value, defaultValue = "", onValueChange, className, ...props }: TTabsProps) {
  const [internal, setInternal] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? internal;
  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div className={cn("flex flex-col gap-4", className)} {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const next =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
    next.click();
  };
  return (
    <div
      role="tablist"
      onKeyDown={onKeyDown}
      className={cn(
        "inline-flex h-10 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${idPart(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${idPart(value)}`}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => tabs.select(value)}
      className={cn(
        "inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        selected ? "bg-background text-foreground shadow-sm" : "hover:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A tab's panel. With `keepMounted` an inactive panel stays in the page, hidden, so what it
 * holds keeps its state (an editor keeps its undo history and cursor).
 */
export function TabsContent({
  value,
  className,
  keepMounted = false,
  ...props
}: ComponentProps<"div"> & { value: string; keepMounted?: boolean }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  if (!selected && !keepMounted) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${idPart(value)}`}
      hidden={!selected}
      className={className}
      {...props}
    />
  );
}
