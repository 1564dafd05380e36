import { createHmac } from "node:crypto";
import { QUIZ_LIMITS } from "@cp/contracts";

/**
 * For each question, the content's option numbers in the order one attempt shows them:
 * `orders[q][shown]` is the option of the content that sits at letter `shown` (0 for A).
 */
export type OptionOrders = number[][];

/** Shows every option where the content puts it (a quiz graded without shuffling, as the content test does). */
export const contentOrder = (questionCount: number): OptionOrders =>
  Array.from({ length: questionCount }, () => Array.from({ length: QUIZ_LIMITS.options }, (_, i) => i));

/**
 * Each attempt gets the options of every question in an order of its own, so an answer sheet
 * learnt by letter ("B, B, C...") is worth nothing on the next attempt and the letters carry no
 * hint. The order is derived, not stored: an HMAC of the quiz, the attempt id and the question's
 * place, under a key drawn from the server's secret. Grading derives the same order again from the
 * attempt id the answers come with, and a client, without the key, cannot foresee any attempt's order.
 */
export function createOptionOrderer(secret: string) {
  // A key of its own, so nothing derived here can be turned against the sessions signed with the secret.
  const key = createHmac("sha256", secret).update("quiz option order v1").digest();

  return function orderOptions(quizId: string, attemptId: string, questionCount: number): OptionOrders {
    return Array.from({ length: questionCount }, (_, question) => {
      const bytes = createHmac("sha256", key).update(`${quizId}\n${attemptId}\n${question}`).digest();
      const order = Array.from({ length: QUIZ_LIMITS.options }, (_, i) => i);
      // Fisher-Yates, one 32-bit draw per step: the bias of `% (i + 1)` is below one in a billion.
      for (let i = order.length - 1, draw = 0; i > 0; i--, draw += 4) {
        const j = bytes.readUInt32BE(draw) % (i + 1);
        [order[i], order[j]] = [order[j] as number, order[i] as number];
      }
      return order;
    });
  };
}

export type OptionOrderer = ReturnType<typeof createOptionOrderer>;
