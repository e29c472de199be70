import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { DIALOG } from "~/content/common";
import { hideOthers } from "aria-hidden";
import { Dialog as DialogPrimitive } from "radix-ui";
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { tabbable } from "tabbable";
import { cn } from "~/lib/cn";
import { afterNextPaint } from "~/lib/schedule";

/**
 * Radix's dialog root, run as a non-modal layer with the modal parts done
 * here more cheaply (ADR 007): its modal mode injects a scroll-lock style
 * sheet and sets `pointer-events` on <body>, and each forces the whole page's
 * style to be recalculated while the dialog opens. Here an overlay takes the
 * pointer, the rest of the page is hidden from screen readers (`aria-hidden`,
 * as Radix does), `wrapTab` keeps Tab inside, and app.css stops the page
 * scrolling while an overlay is there.
 */
export function Dialog(props: Omit<ComponentProps<typeof DialogPrimitive.Root>, "modal">) {
  return <DialogPrimitive.Root {...props} modal={false} />;
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

// Centred by `inset-0 m-auto` rather than a transform, so that a fixed element
// inside (a full-screen mode) is placed against the screen, not the dialog.
const framed = "h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] rounded-2xl border shadow-xl";

const dialogContentVariants = cva(
  // Focus rests on the dialog itself only for a moment (see `DialogContent`), or on
  // purpose (a video): it is not a control, so it draws no focus ring.
  "fixed inset-0 z-50 m-auto flex flex-col overflow-hidden bg-card text-card-foreground focus:outline-none",
  {
    variants: {
      /**
       * The widest the dialog gets (Tailwind's max-w scale); narrower screens
       * get the screen less a margin. `screen` fills the whole screen.
       */
      width: {
        lg: `${framed} max-w-lg`,
        xl: `${framed} max-w-xl`,
        "2xl": `${framed} max-w-2xl`,
        "3xl": `${framed} max-w-3xl`,
        "4xl": `${framed} max-w-4xl`,
        screen: "h-dvh w-dvw",
      },
    },
    defaultVariants: { width: "lg" },
  },
);

interface DialogContentProps
  extends
    Omit<ComponentProps<typeof DialogPrimitive.Content>, "title" | "onOpenAutoFocus">,
    VariantProps<typeof dialogContentVariants> {
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
  /**
   * Where focus goes once the dialog's content is there: that control, or the
   * dialog itself ("dialog", for content that is not a control, such as a video).
   * By default, the first control.
   */
  initialFocus?: RefObject<HTMLElement | null> | "dialog";
}

/**
 * Tab and Shift+Tab wrap at the dialog's real first and last controls, as the
 * browser orders them. Radix's own trap counts every radio button of a group
 * where the browser stops only on the checked one, so it missed the edge and
 * focus left the dialog, to be pulled back onto the same control.
 */
function wrapTab(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.defaultPrevented) return;
  const items = tabbable(event.currentTarget);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  const atStart = active === first || active === event.currentTarget;
  if (event.shiftKey ? atStart : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** While a dialog is open, screen readers see only it (and live regions such as toasts). */
function hideTheRest(content: HTMLElement | null) {
  return content ? hideOthers(content) : undefined;
}

/**
 * The dialog's content, rendered once the dialog's frame is on screen and
 * `aria-busy` until then. Once it is there, focus moves into it, unless the
 * user has already moved focus off the dialog.
 */
function DialogBody({
  dialog,
  initialFocus,
  children,
}: Pick<DialogContentProps, "initialFocus" | "children"> & {
  dialog: RefObject<HTMLElement | null>;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterNextPaint(() => setReady(true)), []);
  useLayoutEffect(() => {
    const container = dialog.current;
    if (!ready || !container || initialFocus === "dialog") return;
    if (document.activeElement !== container) return;
    (initialFocus?.current ?? tabbable(container)[0])?.focus();
  }, [ready, dialog, initialFocus]);
  return (
    // The body scrolls under a header that stays put, so the title and the close
    // button are always in view. Its padding leaves room for focus rings.
    <div
      aria-busy={ready ? undefined : true}
      className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pt-2 pb-4 sm:px-6 sm:pb-6"
    >
      {ready ? children : null}
    </div>
  );
}

/**
 * A modal dialog with a visible title, an optional description and a close
 * button. It keeps focus inside, closes on Escape or a click outside and
 * returns focus to the trigger.
 *
 * It opens in two steps (ADR 007): the frame (title, description, close
 * button) shows in the frame after the tap, with focus on the dialog, and its
 * content renders right after that frame is painted, where it no longer holds
 * it up; its body is `aria-busy` meanwhile.
 */
export function DialogContent({
  title,
  description,
  width,
  initialFocus,
  className,
  children,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const dialog = useRef<HTMLDivElement>(null);
  return (
    <DialogPrimitive.Portal>
      {/* No backdrop blur: blurring the whole page behind took most of the frame
          that shows the dialog on a phone (ADR 007). */}
      <div data-dialog-overlay="" className="fixed inset-0 z-50 bg-slate-950/70" />
      <DialogPrimitive.Content
        ref={(element) => {
          dialog.current = element;
          return hideTheRest(element);
        }}
        aria-modal="true"
        className={cn(dialogContentVariants({ width }), className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          wrapTab(event);
        }}
        onOpenAutoFocus={(event) => {
          // Until the content is there, focus waits on the dialog (DialogBody).
          event.preventDefault();
          dialog.current?.focus();
        }}
        {...props}
      >
        <div className="flex shrink-0 flex-col gap-1 ps-4 pe-14 pt-4 pb-2 sm:ps-6 sm:pt-6">
          <DialogPrimitive.Title className="text-xl font-semibold">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        <DialogBody dialog={dialog} initialFocus={initialFocus}>
          {children}
        </DialogBody>
        <DialogPrimitive.Close
          className="absolute end-2 top-2 inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground sm:end-3 sm:top-3"
          aria-label={DIALOG.close}
        >
          <XIcon aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
