// A chunk of its own: `Notifications` loads sonner and its styles together after hydration.
import "sonner/dist/styles.css";
import { useRef } from "react";
import { Toaster as Toasts, type ToasterProps } from "sonner";
import { useRoomBelow } from "~/lib/room-below";

/** The top of the toasts that show (sonner fixes them at the bottom of the screen). */
function toastsTop(section: HTMLElement): number {
  const toasts = section.querySelectorAll("[data-sonner-toast][data-visible=true]");
  return Math.min(...Array.from(toasts, (toast) => toast.getBoundingClientRect().top));
}

/** sonner's toasts, with the page keeping room below for them (~/lib/room-below). */
export function Toaster(props: ToasterProps) {
  const section = useRef<HTMLElement>(null);
  useRoomBelow(section, true, toastsTop);
  return <Toasts ref={section} {...props} />;
}
