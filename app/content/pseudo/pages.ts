import * as english from "../en/pages";
import { pseudo } from "./pseudo";

export const { PAGE_WORDS, NOT_FOUND_WORDS, FEATURE_SUMMARIES } = pseudo(english);
