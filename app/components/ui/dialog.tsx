import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { DIALOG } from "~/content/common";
import { hideOthers } from "aria-hidden";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, KeyboardEvent, ReactNode } from "react";
import { tabbable } from "tabbable";
import { cn } from "~/lib/cn";

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
  "fixed inset-0 z-50 m-auto flex flex-col overflow-hidden bg-card text-card-foreground",
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
    Omit<ComponentProps<typeof DialogPrimitive.Content>, "title">,
    VariantProps<typeof dialogContentVariants> {
  title: ReactNode;
  /** Shown under the title and read as the dialog's description. */
  description?: ReactNode;
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
 * A modal dialog with a visible title, an optional description and a close
 * button. It keeps focus inside, closes on Escape or a click outside and
 * returns focus to the trigger.
 */
export function DialogContent({
  title,
  description,
  width,
  className,
  children,
  onKeyDown,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <div data-dialog-overlay="" className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
      <DialogPrimitive.Content
        ref={hideTheRest}
        aria-modal="true"
        className={cn(dialogContentVariants({ width }), className)}
        {...(description ? {} : { "aria-describedby": undefined })}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          wrapTab(event);
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
        {/* The body scrolls under a header that stays put, so the title and the close
            button are always in view. Its padding leaves room for focus rings. */}
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 pt-2 pb-4 sm:px-6 sm:pb-6">
          {children}
        </div>
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
