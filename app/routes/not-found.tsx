import { useEffect } from "react";
import { href, useLocation } from "react-router";
import { Container } from "~/components/layout/page";
import { ButtonLink } from "~/components/ui/button";
import { NOT_FOUND_WORDS } from "~/content/pages";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("notFound");

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  return (
    <Container className="flex flex-col items-center gap-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-primary">{NOT_FOUND_WORDS.code}</p>
      <h1 className="text-2xl font-bold text-balance">{NOT_FOUND_WORDS.heading}</h1>
      <p className="text-muted-foreground">{NOT_FOUND_WORDS.lead}</p>
      <ButtonLink to={href("/")}>{NOT_FOUND_WORDS.home}</ButtonLink>
    </Container>
  );
}
