import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "@/lib/cn";
import { useDismiss } from "./use-dismiss";

type TMenuContext = {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuId: string;
  triggerId: string;
};
const MenuContext = createContext<TMenuContext | null>(null);

function useMenu(): TMenuContext {
  const context = useContext(MenuContext);
  if (!context) throw new Error("DropdownMenu parts must be used inside <DropdownMenu>");
  return context;
}

/** A menu button (WAI-ARIA): arrows move between items, Escape returns focus to the trigger. */
export function DropdownMenu({ children, className }: { children: ReactNode; className?: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const triggerId = useId();
  useDismiss(rootRef, open, () => setOpen(false));
  return (
    <MenuContext.Provider value={{ open, setOpen, triggerRef, menuId, triggerId }}>
      <div ref={rootRef} className={cn("relative inline-flex", className)}>
        {children}
      </div>
    </MenuContext.Provider>
  );
}

export function DropdownMenuTrigger({ className, onKeyDown, onClick, ...props }: ComponentProps<"button">) {
  const menu = useMenu();
  return (
    <button
      ref={menu.triggerRef}
      type="button"
      id={menu.triggerId}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.menuId : undefined}
      onClick={(event) => {
        onClick?.(event);
        menu.setOpen(!menu.open);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "ArrowDown" || event.key === "ArrowUp") {
          event.preventDefault();
          menu.setOpen(true);
        }
      }}
      className={cn("cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
      {...props}
    />
  );
}

const itemsOf = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));

export function DropdownMenuContent({
  className,
  align = "start",
  ...props
}: ComponentProps<"div"> & { align?: "start" | "end" }) {
  const menu = useMenu();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (menu.open && ref.current) itemsOf(ref.current)[0]?.focus();
  }, [menu.open]);

  if (!menu.open) return null;

  const close = (returnFocus: boolean) => {
    menu.setOpen(false);
    if (returnFocus) menu.triggerRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = itemsOf(event.currentTarget);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const target =
      event.key === "ArrowDown"
        ? items[(index + 1) % items.length]
        : event.key === "ArrowUp"
          ? items[(index - 1 + items.length) % items.length]
          : event.key === "Home"
            ? items[0]
            : event.key === "End"
              ? items[items.length - 1]
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      close(false);
    }
  };

  return (
    <div
      ref={ref}
      id={menu.menuId}
      role="menu"
      aria-labelledby={menu.triggerId}
      onKeyDown={onKeyDown}
      className={cn(
        "animate-pop-in absolute top-full z-50 mt-2 min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-xl shadow-black/25",
        align === "end" ? "right-0" : "left-0",
        className,
      )}
      {...props}
    />
  );
}

const itemClasses =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm outline-none transition-colors hover:bg-accent focus:bg-accent focus:text-accent-foreground [&_svg]:size-4 [&_svg]:text-muted-foreground";

export function DropdownMenuItem({
  className,
  onSelect,
  ...props
}: Omit<ComponentProps<"button">, "onSelect"> & { onSelect?: () => void }) {
  const menu = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={() => {
        menu.setOpen(false);
        onSelect?.();
      }}
      className={cn(itemClasses, className)}
      {...props}
    />
  );
}

/** A menu item that navigates with react-router. */
export function DropdownMenuLinkItem({ className, onClick, ...props }: LinkProps) {
  const menu = useMenu();
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      onClick={(event) => {
        onClick?.(event);
        menu.setOpen(false);
      }}
      className={cn(itemClasses, className)}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-2 py-1.5 text-sm font-semibold", className)} {...props} />;
}

export function DropdownMenuSeparator({ className }: { className?: string }) {
  return <hr className={cn("-mx-1 my-1 h-px border-0 bg-border", className)} />;
}
