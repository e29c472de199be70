import * as english from "../en/common";
import { pseudo } from "./pseudo";

export const {
  WIDGET_ERROR,
  NOTICE,
  DIALOG,
  TABS,
  NEEDS_SCRIPT,
  BACK_TO_HOME,
  DIALOG_LOAD_FAILED,
  NAVIGATED_TO,
  XP_AMOUNT,
  OUT_OF,
  HOURS,
  MINUTES,
} = pseudo(english);
