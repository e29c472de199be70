// A chunk of its own: `Notifications` loads sonner and its styles together after hydration.
import "sonner/dist/styles.css";

export { Toaster } from "sonner";
