import * as english from "../en/site";
import { pseudo } from "./pseudo";

export const {
  SKIP_LINK,
  SITE_BANNER,
  SITE_HEADER,
  SITE_FOOTER,
  LANGUAGES,
  SCRIPT_NOTICES,
  ROUTE_ERROR,
  OFFLINE,
  UPDATE,
} = pseudo(english);
