import { MenuIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { SITE_HEADER } from "~/content/site";
import { SiteNavLink } from "./nav-link";
import { SITE_PAGES } from "./site-pages";

function moveFocus(event: KeyboardEvent, links: HTMLAnchorElement[]) {
  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
  const last = links.length - 1;
  const next = {
    ArrowDown: current === last ? 0 : current + 1,
    ArrowUp: current <= 0 ? last : current - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  links[next]?.focus();
}

/**
 * The navigation disclosure pattern, hand-written: Radix's DropdownMenu or Popover would cost
 * 22 to 28 KB gzip of first-load JavaScript on every page, this a few hundred bytes.
 */
export function SiteMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Any navigation (a link here, Back, Forward) closes the menu.
  const { pathname, hash } = useLocation();
  const location = `${pathname}${hash}`;
  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const links = [...(panel.current?.querySelectorAll("a") ?? [])];
    links[0]?.focus();
    const inside = (target: EventTarget | null) =>
      target instanceof Node && !!root.current?.contains(target);
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      } else if (inside(event.target) && event.target !== button.current) {
        moveFocus(event, links);
      }
    }
    function onOutside(event: Event) {
      if (!inside(event.target)) setOpen(false);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
    };
  }, [open]);

  return (
    <div ref={root}>
      <Button
        ref={button}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="px-2 aria-expanded:bg-muted sm:px-3"
      >
        {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
        {SITE_HEADER.menu}
      </Button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute end-4 top-full mt-1 max-h-[calc(100dvh-5rem)] w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl border bg-card p-2 text-card-foreground shadow-xl"
      >
        <ul className="flex flex-col gap-0.5">
          {SITE_PAGES.map((page) => (
            <li key={page.to}>
              <SiteNavLink place="menu" to={page.to} onClick={() => setOpen(false)}>
                <page.icon aria-hidden="true" />
                {page.label}
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
