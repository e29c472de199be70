import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";

/**
 * The toast region. Toasts only ever follow a user's action, so the toast
 * library and its stylesheet load after hydration, off every page's first load.
 */
export function Notifications() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("./toaster").then((module) => {
      if (mounted) setToaster(() => module.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Toaster ? <Toaster position="bottom-right" closeButton theme="system" /> : null;
}
