import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Input, Label, Select } from "~/components/ui/input";
import { ROLES, TRIAL_DAYS } from "~/content/landing";

/**
 * Get Started Free: the sign-up form (SPEC §3). It sends nothing anywhere;
 * submitting says so plainly. Opened by a `DeferredDialogTrigger` on the
 * landing page.
 */
export function SignUpDialog({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);

  // The form is gone once sent: focus moves to the message's Close button.
  useEffect(() => {
    if (submittedName !== null) close.current?.focus();
  }, [submittedName]);

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) setSubmittedName(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get("fullName");
    setSubmittedName(typeof name === "string" ? name.trim() : "");
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        title="Start your free trial"
        description={`${TRIAL_DAYS} days free, no credit card required.`}
      >
        {submittedName === null ? (
          <form onSubmit={handleSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-name`}>Full name</Label>
              <Input id={`${id}-name`} name="fullName" autoComplete="name" maxLength={200} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-role`}>I am a</Label>
              <Select id={`${id}-role`} name="role" defaultValue="student">
                {ROLES.map((role) => (
                  <option key={role.value} value={role.value}>
                    {role.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-institution`}>
                Institution <span className="font-normal text-muted-foreground">(optional)</span>
              </Label>
              <Input
                id={`${id}-institution`}
                name="institution"
                autoComplete="organization"
                maxLength={200}
              />
            </div>
            <Button type="submit" size="lg">
              Create my account
            </Button>
          </form>
        ) : (
          <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
            <CheckCircle2Icon aria-hidden="true" className="size-10 text-success" />
            {/* A long name without spaces breaks anywhere rather than overflow. */}
            <p className="max-w-full text-lg font-semibold wrap-anywhere">
              {submittedName ? `Thanks, ${submittedName}!` : "Thanks!"}
            </p>
            <p className="text-muted-foreground">
              This is a demo site: nothing you entered was stored or sent anywhere.
            </p>
            <DialogClose asChild>
              <Button ref={close}>Close</Button>
            </DialogClose>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
