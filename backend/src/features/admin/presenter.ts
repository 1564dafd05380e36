import {
  LANGUAGES,
  type TAdminChallenge,
  type TAdminChallengeListItem,
  type TAdminQuiz,
  type TAdminQuizListItem,
  type TAdminTutorial,
  type TAdminTutorialListItem,
  type TAuditEntry,
} from "@cp/contracts";
import { generateStarterCode } from "../execution";
import type { AuditRow, ChallengeRow, QuizListRow, QuizRow, TutorialListRow, TutorialRow } from "./repo";

/*
 * Rows as the admin's forms and lists read them. Only admins reach these: tests, reference
 * solutions and quiz answers are included, as the forms edit them.
 */

/** The whole editable challenge, in the shape POST and PUT accept. */
export function presentAdminChallenge(row: ChallengeRow): TAdminChallenge {
  const starter: Record<string, string> = {};
  const solution: Record<string, string> = {};
  for (const language of LANGUAGES) {
    if (row.supportedLanguages.includes(language.name)) {
      starter[language.name] = row.starterCode[language.name] ?? generateStarterCode(row.signature, language.key);
    }
    // The catalog keys solutions by language key (python), an admin's save by name: both read here.
    const code = row.solution[language.name] ?? row.solution[language.key];
    if (code !== undefined) solution[language.name] = code;
  }
  return {
    id: row.id,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    supportedLanguages: row.supportedLanguages,
    signature: row.signature,
    compareMode: row.compareMode,
    starterCode: JSON.stringify(starter),
    solution: JSON.stringify(solution),
    // The hand-written tests: an imported challenge's generated ones (labelled) are kept apart, unedited.
    testCases: row.tests
      .filter((t) => t.label === undefined)
      .map((t) => JSON.stringify({ input: t.input, expected: t.expected, sample: t.sample })),
    hints: row.hints,
  };
}

export function presentAdminChallengeListItem(row: ChallengeRow): TAdminChallengeListItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    supportedLanguages: row.supportedLanguages,
    testCount: row.tests.length,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAdminQuiz(row: QuizRow): TAdminQuiz {
  return {
    id: row.id,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    topic: row.topic,
    passingScore: row.passingScore,
    questions: row.questions.map((q) => JSON.stringify(q)),
    totalQuestions: row.questions.length,
  };
}

export function presentAdminQuizListItem(row: QuizListRow): TAdminQuizListItem {
  return { ...row, totalQuestions: Number(row.totalQuestions), updatedAt: row.updatedAt.toISOString() };
}

export function presentAdminTutorial(row: TutorialRow): TAdminTutorial {
  return {
    id: row.id,
    slug: row.slug,
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    description: row.description,
    language: row.language,
    topic: row.topic,
    difficulty: row.difficulty,
    category: row.category,
    estimatedTime: row.estimatedTime,
    steps: row.steps.map((step) => JSON.stringify(step)),
  };
}

export function presentAdminTutorialListItem(row: TutorialListRow): TAdminTutorialListItem {
  return { ...row, stepCount: Number(row.stepCount), updatedAt: row.updatedAt.toISOString() };
}

export function presentAuditEntry(row: AuditRow): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, username: row.actorName },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    title: row.title,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}
