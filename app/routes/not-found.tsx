import { useEffect } from "react";
import { href, useHref, useLocation } from "react-router";
import { Container } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { NOT_FOUND_WORDS } from "~/content/pages";
import { NOT_FOUND_STATUS } from "~/data/frame";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("notFound");

export default function NotFound() {
  // The location's pathname is relative to the edition's base (/es/...):
  // useHref puts the base back, so the log shows the path as visited.
  const attempted = useHref(useLocation().pathname);
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", attempted);
  }, [attempted]);
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">{NOT_FOUND_STATUS}</p>
      <h1 className="text-2xl font-bold text-balance">{NOT_FOUND_WORDS.heading}</h1>
      <p className="text-muted-foreground">{NOT_FOUND_WORDS.lead}</p>
      <ButtonLink to={href("/")}>{NOT_FOUND_WORDS.home}</ButtonLink>
    </Container>
  );
}
