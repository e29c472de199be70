import { CheckCircle2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Select } from "~/components/ui/input";
import { ROLES, SIGN_UP } from "~/content/landing";
import { ROLE_IDS, TRIAL_DAYS } from "~/data/landing";
import { formatNumber } from "~/lib/format";

// The form is gone once sent: focus moves to the Close button under the message as it appears.
const focusOnMount = (button: HTMLButtonElement | null) => button?.focus();

/** Get Started Free (SPEC §3): it sends nothing anywhere, and submitting says so plainly. */
export function SignUpDialog({ onOpenChange, ...dialog }: DeferredDialogProps) {
  const [submittedName, setSubmittedName] = useState<string | null>(null);

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) setSubmittedName(null);
  }

  // React's form action: the browser validates the fields first, and nothing is sent.
  function submit(form: FormData) {
    setSubmittedName(String(form.get("fullName") ?? "").trim());
  }

  const institutionLabel = (
    <>
      {SIGN_UP.institution}{" "}
      <span className="font-normal text-muted-foreground">{SIGN_UP.optional}</span>
    </>
  );

  return (
    <Dialog {...dialog} onOpenChange={handleOpenChange}>
      <DialogContent
        title={SIGN_UP.title}
        description={SIGN_UP.description(formatNumber(TRIAL_DAYS))}
      >
        {/* In the dialog from the start, so what comes into it is announced: a live region
            that appears with its message says nothing in most screen readers. */}
        <div role="status">
          {/* One element, so it comes in as one change and is announced once. */}
          {submittedName === null ? null : (
            <div className="flex flex-col items-center gap-3 pt-4 text-center">
              <CheckCircle2Icon aria-hidden="true" className="size-10 text-success" />
              {/* A long name without spaces breaks anywhere rather than overflow. */}
              <p className="max-w-full text-lg font-semibold wrap-anywhere">
                {SIGN_UP.thanks(submittedName)}
              </p>
              <p className="text-muted-foreground">{SIGN_UP.nothingStored}</p>
            </div>
          )}
        </div>
        {submittedName === null ? (
          <form action={submit} className="flex flex-col gap-4">
            <Field label={SIGN_UP.fullName}>
              <Input name="fullName" autoComplete="name" maxLength={200} />
            </Field>
            <Field label={SIGN_UP.email}>
              <Input name="email" type="email" autoComplete="email" maxLength={254} />
            </Field>
            <Field label={SIGN_UP.role}>
              <Select name="role" defaultValue="student">
                {ROLE_IDS.map((role) => (
                  <option key={role} value={role}>
                    {ROLES[role]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={institutionLabel}>
              <Input name="institution" autoComplete="organization" maxLength={200} />
            </Field>
            <Button type="submit" size="lg">
              {SIGN_UP.submit}
            </Button>
          </form>
        ) : (
          <div className="flex justify-center pt-3 pb-4">
            <DialogClose asChild>
              <Button ref={focusOnMount}>{SIGN_UP.close}</Button>
            </DialogClose>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
