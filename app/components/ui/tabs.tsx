import {
  createContext,
  useContext,
  useDeferredValue,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from "react";
import { TABS } from "~/content/common";
import { cn } from "~/lib/cn";
import { useScrollEdges } from "~/lib/scroll-edges";
import { NeedsScript } from "./needs-script";

interface TabsState {
  value: string;
  /** The selected tab once React has rendered its panel in the background. */
  shown: string;
  select: (value: string) => void;
  idFor: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("Tabs parts must be inside <Tabs>");
  return tabs;
}

interface TabsProps extends Omit<ComponentProps<"div">, "defaultValue"> {
  defaultValue: string;
}

/**
 * The WAI-ARIA tabs pattern, our own: Radix's adds 6.8 KB gzip to two routes' first load. The panel
 * is a deferred value (ADR 007): a tab shows selected at once, and held keys skip panels.
 */
export function Tabs({ defaultValue, children, ...props }: TabsProps) {
  const [value, select] = useState(defaultValue);
  const shown = useDeferredValue(value);
  const base = useId();
  const idFor = (part: "tab" | "panel", tab: string) => `${base}-${part}-${tab}`;
  return (
    <TabsContext value={{ value, shown, select, idFor }}>
      <div {...props}>
        <NeedsScript>{TABS.needsScript}</NeedsScript>
        {children}
      </div>
    </TabsContext>
  );
}

/**
 * Scrolls sideways rather than wrapping, faded where more tabs are hidden; the padding keeps focus
 * rings from being clipped.
 */
export function TabsList({ className, ...props }: ComponentProps<"div">) {
  const row = useScrollEdges<HTMLDivElement>();
  return (
    <div
      ref={row}
      role="tablist"
      className={cn(
        "scroll-row flex w-fit max-w-full items-center gap-1 rounded-xl bg-muted p-1.5 [scrollbar-width:thin]",
        className,
      )}
      {...props}
    />
  );
}

/** The arrow that points along the reading direction goes to the next tab: Left on an RTL page. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>, select: (value: string) => void) {
  const list = event.currentTarget.closest('[role="tablist"]');
  if (!list) return;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(event.currentTarget);
  const last = tabs.length - 1;
  const rtl = event.currentTarget.matches(":dir(rtl)");
  const nextTab = current === last ? 0 : current + 1;
  const previousTab = current === 0 ? last : current - 1;
  const next = {
    ArrowRight: rtl ? previousTab : nextTab,
    ArrowLeft: rtl ? nextTab : previousTab,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || current === -1) return;
  event.preventDefault();
  const tab = tabs[next];
  tab?.focus();
  if (tab?.dataset.value) select(tab.dataset.value);
}

interface TabsTriggerProps extends ComponentProps<"button"> {
  value: string;
}

export function TabsTrigger({ value, className, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    // The caller's props first: a tab's role, ids, state and handlers are the tabs' own.
    <button
      {...props}
      type="button"
      role="tab"
      id={tabs.idFor("tab", value)}
      aria-controls={tabs.idFor("panel", value)}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      onClick={() => tabs.select(value)}
      onKeyDown={(event) => moveFocus(event, tabs.select)}
      className={cn(
        "inline-flex min-h-9 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-transparent px-3 py-1 text-sm font-medium text-muted-foreground transition-colors data-[state=inactive]:hover:bg-card data-[state=inactive]:hover:text-foreground data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm forced-colors:border-[color:Canvas] forced-colors:data-[state=active]:border-[color:Highlight] [&_svg]:size-4",
        className,
      )}
    />
  );
}

interface TabsContentProps extends ComponentProps<"div"> {
  value: string;
  /** Keep the content (and its state, e.g. a game in progress) while another tab is shown. */
  keepMounted?: boolean;
}

export function TabsContent({
  value,
  keepMounted = false,
  className,
  children,
  ...props
}: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.shown === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor("panel", value)}
      aria-labelledby={tabs.idFor("tab", value)}
      // The panel takes focus after its tab, as the tabs pattern asks, even
      // when it holds no control of its own.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      className={cn("mt-4 focus-visible:outline-offset-4", selected ? className : undefined)}
      {...props}
    >
      {selected || keepMounted ? children : null}
    </div>
  );
}
