import { TUTORIAL_COURSE_INFO } from "@cp/contracts";
import { lazy, useState } from "react";
import { AdminFormDialog } from "../admin-form-dialog";
import { AdminItemList, countOf } from "../admin-item-list";
import { draftFromTutorial, emptyTutorialDraft } from "./tutorial-draft";

// Loaded when the dialog first opens.
const TutorialForm = lazy(() => import("./tutorial-form").then((module) => ({ default: module.TutorialForm })));

const courseName = (key: unknown) => TUTORIAL_COURSE_INFO.find((c) => c.key === key)?.name ?? String(key);

/** The Tutorials tab: the cards, and the add / edit dialog. */
export function TutorialsTab() {
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  return (
    <>
      <AdminItemList
        kind="tutorials"
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        meta={(item) => (
          <span className="text-xs text-muted-foreground">
            {courseName(item.language)} · {countOf(Number(item.stepCount), "step")}
          </span>
        )}
      />
      {editing !== undefined && (
        <AdminFormDialog kind="tutorials" id={editing} onClose={close} wide>
          {(item) => (
            <TutorialForm
              key={item?.updatedAt ?? "new"}
              id={editing}
              initial={item ? draftFromTutorial(item) : emptyTutorialDraft()}
              onDone={close}
            />
          )}
        </AdminFormDialog>
      )}
    </>
  );
}
