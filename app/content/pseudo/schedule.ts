import * as english from "../en/schedule";
import { pseudo } from "./pseudo";

export const { THIS_WEEK, SCHEDULE_PAGE } = pseudo(english);
