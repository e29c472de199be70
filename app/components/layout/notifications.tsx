import { useEffect, useRef, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { Button } from "~/components/ui/button";
import { NOTICE } from "~/content/common";
import { markToastsUnavailable, setNotifyFallback, type Notice } from "~/lib/notify";
import { LOCALE } from "~/lib/locale";
import { useRoomBelow } from "~/lib/room-below";

/**
 * What the toasts cover: those that show (sonner fixes them at the bottom of the screen), and their
 * close buttons, which stand out above their corner.
 */
const SHOWN_TOAST = "[data-sonner-toast][data-visible=true]";
const toastParts = (toaster: HTMLElement) =>
  toaster.querySelectorAll(`${SHOWN_TOAST}, ${SHOWN_TOAST} [data-close-button]`);

/**
 * Toasts only follow a user's action, so sonner and its stylesheet load after hydration (ADR 004).
 * If they cannot load, the latest notice shows in the status region, which screen readers announce.
 */
export function Notifications() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const toaster = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLDivElement>(null);
  useRoomBelow(toaster, true, toastParts);
  useRoomBelow(status, notice !== null);
  useEffect(() => {
    import("./toaster").then(
      (module) => setToaster(() => module.Toaster),
      () => markToastsUnavailable(),
    );
    return setNotifyFallback(setNotice);
  }, []);
  return (
    <>
      {/* Toasts come in at the bottom corner on the end side of the line. */}
      <div ref={toaster} className="contents">
        {Toaster ? (
          <Toaster
            position={LOCALE.dir === "rtl" ? "bottom-left" : "bottom-right"}
            dir={LOCALE.dir}
            closeButton
            containerAriaLabel={NOTICE.region}
            toastOptions={{ closeButtonAriaLabel: NOTICE.close }}
            theme="system"
          />
        ) : null}
      </div>
      <div
        ref={status}
        role="status"
        aria-live="polite"
        className={
          notice
            ? "fixed inset-x-4 bottom-4 z-50 rounded-xl sm:start-auto sm:max-w-sm border bg-card p-4 text-sm text-card-foreground shadow-lg"
            : "sr-only"
        }
      >
        {notice ? (
          <>
            <p className="font-semibold">{notice.title}</p>
            <p className="text-muted-foreground">{notice.description}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => setNotice(null)}>
              {NOTICE.dismiss}
            </Button>
          </>
        ) : null}
      </div>
    </>
  );
}
