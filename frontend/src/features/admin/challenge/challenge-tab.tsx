import { lazy, useState } from "react";
import { AdminFormDialog } from "../admin-form-dialog";
import { AdminItemList, countOf } from "../admin-item-list";
import { ExportChallengeButton, ImportChallengesButton } from "./challenge-archives";

// Loaded when the dialog first opens.
const ChallengeForm = lazy(() => import("./challenge-form").then((module) => ({ default: module.ChallengeForm })));

/** The Challenges tab: the cards (each with Export), Import, and the add / edit dialog. */
export function ChallengesTab() {
  // undefined: no dialog; null: adding; a string: editing that challenge.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const close = () => setEditing(undefined);
  return (
    <>
      <AdminItemList
        kind="challenges"
        onAdd={() => setEditing(null)}
        onEdit={setEditing}
        actions={<ImportChallengesButton />}
        itemActions={(item) => <ExportChallengeButton id={item.id} title={item.title} />}
        meta={(item) => (
          <span className="text-xs text-muted-foreground">
            {countOf(Number(item.testCount), "test")} · {(item.supportedLanguages as string[]).join(", ")}
          </span>
        )}
      />
      {editing !== undefined && (
        <AdminFormDialog kind="challenges" id={editing} onClose={close} wide>
          {(item) => <ChallengeForm key={item?.updatedAt ?? "new"} id={editing} item={item} onDone={close} />}
        </AdminFormDialog>
      )}
    </>
  );
}
