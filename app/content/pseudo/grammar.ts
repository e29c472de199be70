import * as english from "../en/grammar";
import { pseudo } from "./pseudo";

export const { withArticle } = pseudo(english);
