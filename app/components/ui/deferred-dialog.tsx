import { Slot } from "radix-ui";
import { DIALOG_LOAD_FAILED } from "~/content/common";
import { whenIdle } from "~/lib/idle";
import { notify } from "~/lib/notify";
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";

/** What a deferred dialog's component receives: it renders a controlled `Dialog`. */
export interface DeferredDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pass to `DialogContent`: returns focus to the button that opened the dialog. */
  onCloseAutoFocus: (event: Event) => void;
}

interface DeferredDialogTriggerProps<P extends object> {
  /** Loads the dialog's component (a dynamic import), so its code is not in the first load. */
  load: () => Promise<ComponentType<DeferredDialogProps & P>>;
  /** The dialog's own props, if it takes any beyond opening and closing. */
  dialogProps?: P;
  /** The button that opens the dialog; it is in the prerendered page. */
  children: ReactNode;
}

/**
 * A button that opens a dialog whose code is kept off the page's first-load
 * JavaScript: it loads once the hydrated page is idle, so the first open is
 * as quick as any other, or sooner when the pointer comes near, the button
 * takes focus, or it is clicked. For dialogs a page does not need to paint.
 */
export function DeferredDialogTrigger<P extends object = Record<never, never>>({
  load,
  dialogProps,
  children,
}: DeferredDialogTriggerProps<P>) {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<ComponentType<DeferredDialogProps & P> | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const trigger = useRef<HTMLElement>(null);
  /** Whether the user asked for the dialog (a click), not only came near it. */
  const clicked = useRef(false);

  function preload() {
    loading.current ??= load().then(
      (component) => setDialog(() => component),
      () => {
        // Offline or a stale deploy: say so, and let the next attempt retry.
        loading.current = null;
        if (clicked.current) {
          notify("error", DIALOG_LOAD_FAILED.title, DIALOG_LOAD_FAILED.description);
        }
        clicked.current = false;
        setOpen(false);
      },
    );
  }

  // Fetch the dialog's code when the page has nothing else to do.
  const preloadWhenIdle = useEffectEvent(preload);
  useEffect(() => whenIdle(preloadWhenIdle), []);

  return (
    <>
      <Slot.Root
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          clicked.current = true;
          preload();
          setOpen(true);
        }}
      >
        {children}
      </Slot.Root>
      {Dialog ? (
        <Dialog
          {...(dialogProps as P)}
          open={open}
          onOpenChange={setOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
