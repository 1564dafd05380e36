import { describe, expect, it } from "vitest";
import { emptyQuestion, questionFromText, questionProblem, questionToText, quizInputFromDraft } from "./quiz-draft";

describe("the quiz form's draft", () => {
  it("asks for the question text first, then all four options", () => {
    const question = emptyQuestion();
    expect(questionProblem(question)).toBe("Please enter a question");
    question.question = "2 + 2?";
    question.options = ["4", " ", "", "22"];
    expect(questionProblem(question)).toBe("Please fill all options");
    question.options = ["4", "3", "5", "22"];
    expect(questionProblem(question)).toBeNull();
  });

  it("keeps fields it does not edit (a snippet) when a question goes round", () => {
    const stored = JSON.stringify({
      question: "Output?",
      options: ["a", "b", "c", "d"],
      correctAnswer: 3,
      explanation: "Because.",
      snippet: { language: "python", code: "print(1)" },
    });
    const question = questionFromText(stored);
    expect(question.correctAnswer).toBe(3);
    expect(JSON.parse(questionToText(question))).toEqual(JSON.parse(stored));
  });

  it("sends the passing score as a number and the count of questions", () => {
    const question = {
      ...emptyQuestion(),
      question: "Q",
      options: ["a", "b", "c", "d"] as [string, string, string, string],
    };
    const input = quizInputFromDraft({
      title: " Quiz ",
      description: "D",
      difficulty: "Easy",
      topic: "Fundamentals",
      passingScore: "80",
      questions: [question],
    });
    expect(input.passingScore).toBe(80);
    expect(input.totalQuestions).toBe(1);
    expect(input.title).toBe("Quiz");
    expect(JSON.parse(input.questions[0] ?? "{}")).toEqual({
      question: "Q",
      options: ["a", "b", "c", "d"],
      correctAnswer: 0,
    });
  });
});
