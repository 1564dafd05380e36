import { lazy, useState } from "react";
import { AdminFormDialog } from "../admin-form-dialog";
import { AdminItemList, countOf } from "../admin-item-list";
import { draftFromQuiz, emptyQuizDraft } from "./quiz-draft";

// Loaded when the dialog first opens.
const QuizForm = lazy(() => import("./quiz-form").then((module) => ({ default: module.QuizForm })));

/** The Quizzes tab: the cards, and the add / edit dialog. */
export function QuizzesTab() {
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  return (
    <>
      <AdminItemList
        kind="quizzes"
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        meta={(item) => (
          <span className="text-xs text-muted-foreground">
            {countOf(Number(item.totalQuestions), "question")} · pass at {String(item.passingScore)}%
          </span>
        )}
      />
      {editing !== undefined && (
        <AdminFormDialog kind="quizzes" id={editing} onClose={close}>
          {(item) => (
            <QuizForm
              key={item?.updatedAt ?? "new"}
              id={editing}
              initial={item ? draftFromQuiz(item) : emptyQuizDraft()}
              onDone={close}
            />
          )}
        </AdminFormDialog>
      )}
    </>
  );
}
