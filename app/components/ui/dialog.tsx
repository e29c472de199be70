import { cva, type VariantProps } from "class-variance-authority";
import { XIcon } from "lucide-react";
import { Slot } from "@radix-ui/react-slot";
import {
  createContext,
  use,
  useDeferredValue,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { DIALOG } from "~/content/common";
import { cn } from "~/lib/cn";

/*
 * The platform's modal `<dialog>` (ADR 014): `showModal()` gives the top layer, an inert page,
 * Escape and focus return, alike in Chromium, Firefox and WebKit.
 */

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = use(DialogContext);
  if (!state) throw new Error("Dialog parts must be inside <Dialog>");
  return state;
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when it closes: the control that opened it. */
  returnFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** Controlled: a `DeferredDialogTrigger`, or the widget that owns it, opens it. */
export function Dialog({ open, onOpenChange, returnFocus, children }: DialogProps) {
  return (
    <DialogContext value={{ open, setOpen: onOpenChange, trigger: returnFocus }}>
      {children}
    </DialogContext>
  );
}

/** Closes the dialog unless its own `onClick` calls `preventDefault()`. */
export function DialogClose({
  asChild,
  onClick,
  ...props
}: ComponentProps<"button"> & { asChild?: boolean }) {
  const { setOpen } = useDialog();
  const Component = asChild ? Slot : "button";
  return (
    <Component
      type={asChild ? undefined : "button"}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...props}
    />
  );
}

const framed =
  "h-fit max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] m-auto rounded-2xl border shadow-xl";

const dialogContentVariants = cva(
  // Focus rests on the dialog itself only for a moment (see `DialogBody`), or on
  // purpose (a video): it is not a control, so it draws no focus ring.
  "flex-col overflow-hidden bg-card p-0 text-card-foreground backdrop:bg-[rgb(2_6_23/0.7)] [&[open]]:flex focus:outline-none",
  {
    variants: {
      width: {
        lg: `${framed} max-w-lg`,
        xl: `${framed} max-w-xl`,
        "2xl": `${framed} max-w-2xl`,
        "3xl": `${framed} max-w-3xl`,
        "4xl": `${framed} max-w-4xl`,
        // From the screen's left edge in either direction: as wide as the screen, its right edge
        // would else be put at the page's (inside a scroll bar) on a right-to-left page.
        screen: "right-auto m-0 h-dvh max-h-none w-dvw max-w-none border-0",
      },
    },
    defaultVariants: { width: "lg" },
  },
);

interface DialogContentProps
  extends
    Omit<ComponentProps<"dialog">, "title" | "open" | "onClose">,
    VariantProps<typeof dialogContentVariants> {
  title: ReactNode;
  description?: ReactNode;
  /**
   * Where focus goes once the content is there (by default the first control); "dialog" for
   * content that is not a control, such as a video.
   */
  initialFocus?: RefObject<HTMLElement | null> | "dialog";
}

/** Where Tab would land first: for a radio group, that is its checked option. */
function firstControl(container: HTMLElement): HTMLElement | undefined {
  const controls = container.querySelectorAll<HTMLElement>(
    "a[href], button, input, select, textarea, [tabindex]",
  );
  const first = [...controls].find(
    (control) =>
      control.tabIndex >= 0 && !control.matches(":disabled") && control.checkVisibility(),
  );
  if (!(first instanceof HTMLInputElement) || first.type !== "radio" || !first.name) return first;
  return (
    container.querySelector<HTMLElement>(`[name="${CSS.escape(first.name)}"]:checked`) ?? first
  );
}

/**
 * `aria-busy` until React renders the content, after the frame, as a deferred value. Focus then
 * moves in, unless the user has already moved it off the dialog.
 */
function DialogBody({
  dialog,
  initialFocus,
  children,
}: Pick<DialogContentProps, "initialFocus" | "children"> & {
  dialog: RefObject<HTMLElement | null>;
}) {
  const ready = useDeferredValue(true, false);
  const body = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!ready || !body.current || initialFocus === "dialog") return;
    if (!dialog.current || document.activeElement !== dialog.current) return;
    (initialFocus?.current ?? firstControl(body.current))?.focus();
  }, [ready, dialog, initialFocus]);
  return (
    // Scrolls under a header that stays put; the padding keeps focus rings from being clipped.
    // flex-auto, not flex-1: WebKit counts a 0% basis as no height when it sizes the dialog.
    // Relative, so what is placed inside it (a visually hidden label) scrolls with it rather than
    // reaching past the dialog's end.
    <div
      ref={body}
      aria-busy={ready ? undefined : true}
      className="relative flex min-h-0 flex-auto flex-col gap-4 overflow-y-auto px-4 pt-2 pb-4 sm:px-6 sm:pb-6"
    >
      {ready ? children : null}
    </div>
  );
}

/**
 * Rendered only while open, in two steps (ADR 007): the frame commits at once with focus on the
 * dialog, and the body follows as a deferred value, so it does not hold up the tap's feedback.
 */
export function DialogContent(props: DialogContentProps) {
  return useDialog().open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({
  title,
  description,
  width,
  initialFocus,
  className,
  children,
  onKeyDown,
  ...props
}: DialogContentProps) {
  const { setOpen, trigger } = useDialog();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const guard = useRef<HTMLSpanElement>(null);
  /** Set while we move focus to the guard ourselves, for the browser's Tab to go on from it. */
  const passingGuard = useRef(false);
  const id = useId();
  /** The pointer went down on the backdrop, which is the dialog element itself. */
  const downOnBackdrop = useRef(false);
  const afterClose = useEffectEvent(() => trigger.current?.focus());

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // Until the content is there, focus waits on the dialog (DialogBody).
    element.focus();
    return () => {
      if (element.open) element.close();
      afterClose();
    };
  }, []);

  // In <body>, not where it is written: a dialog in the top layer still inherits
  // its styles from its parent (the sign-up form came out centred in its banner).
  return createPortal(
    // The backdrop click is a pointer shortcut for Escape, which the browser handles.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn(dialogContentVariants({ width }), className)}
      // Escape (and any other way the browser closes it) ends in `close`. React
      // hands a nested dialog's `close` to this one's handler too: only our own counts.
      onClose={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
      onPointerDown={(event) => {
        downOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click that starts and ends on the backdrop closes the dialog; its
        // content covers the whole dialog element, so inside clicks never land here.
        if (downOnBackdrop.current && event.target === event.currentTarget) setOpen(false);
      }}
      // Tab wraps inside, not out to the browser's toolbar, in the browser's own order (radio
      // groups too): Tab from close goes through the guard; Shift+Tab onto the guard goes to close.
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== "Tab" || event.defaultPrevented) return;
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const active = document.activeElement;
        if (!event.shiftKey && (active === close.current || active === dialog.current)) {
          // Not prevented: the browser's Tab goes on from the guard to the first control.
          passingGuard.current = true;
          guard.current?.focus();
          passingGuard.current = false;
        } else if (event.shiftKey && active === dialog.current) {
          event.preventDefault();
          close.current?.focus();
        }
      }}
      onFocus={(event) => {
        if (event.target === guard.current && !passingGuard.current) close.current?.focus();
      }}
      {...props}
    >
      <span
        ref={guard}
        // A Tab stop before the controls that never keeps focus (see onKeyDown).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-focus-guard=""
        className="pointer-events-none absolute opacity-0"
      />
      <div className="flex shrink-0 flex-col gap-1 ps-4 pe-14 pt-4 pb-2 sm:ps-6 sm:pt-6">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <DialogBody dialog={dialog} initialFocus={initialFocus}>
        {children}
      </DialogBody>
      <DialogClose
        ref={close}
        className="absolute end-2 top-2 inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground sm:end-3 sm:top-3 forced-colors:border forced-colors:border-[ButtonText]"
        aria-label={DIALOG.close}
      >
        <XIcon aria-hidden="true" className="size-5" />
      </DialogClose>
    </dialog>,
    document.body,
  );
}
