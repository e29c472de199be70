import { Slot } from "@radix-ui/react-slot";
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
  type RefObject,
} from "react";

/** What a deferred dialog's component receives: it renders a controlled `Dialog`. */
export interface DeferredDialogProps {
  open: boolean;
  /** When the user last opened it (ms since the epoch, from the click); 0 before. */
  openedAt: number;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog. */
  returnFocus: RefObject<HTMLElement | null>;
}

interface DeferredDialogTriggerProps<P extends object> {
  /** A dynamic import, so the dialog's code stays off the first load. */
  load: () => Promise<ComponentType<DeferredDialogProps & P>>;
  dialogProps?: P;
  children: ReactNode;
}

/**
 * ADR 004. The dialog loads when the hydrated page is idle, so the first open is as quick as any
 * other; the pointer coming near, focus or a click load it sooner.
 */
export function DeferredDialogTrigger<P extends object = Record<never, never>>({
  load,
  dialogProps,
  children,
}: DeferredDialogTriggerProps<P>) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
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

  const preloadWhenIdle = useEffectEvent(preload);
  useEffect(() => whenIdle(preloadWhenIdle), []);

  return (
    <>
      <Slot
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          clicked.current = true;
          preload();
          setOpenedAt(Date.now());
          setOpen(true);
        }}
      >
        {children}
      </Slot>
      {Dialog ? (
        <Dialog
          {...(dialogProps as P)}
          open={open}
          openedAt={openedAt}
          onOpenChange={setOpen}
          returnFocus={trigger}
        />
      ) : null}
    </>
  );
}
