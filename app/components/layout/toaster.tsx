// The toast region and its styles, loaded together after hydration by
// `Notifications`, so neither is in any page's first load.
import "sonner/dist/styles.css";

export { Toaster } from "sonner";
