import { type TChallengeArchive, ZChallengeArchive } from "@cp/contracts";
import { ROUTES } from "@cp/contracts/constants";
import { useMutation } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "@/app/toast-store";
import { Button } from "@/components/ui/button";
import { call, errorMessage } from "@/lib/api";
import { refreshAfterAdminChange } from "../admin-api";
import { countOf } from "../admin-item-list";

/** Saves a challenge's archive (statement, tests, references, generator...) as `<slug>.challenge.json`. */
export function ExportChallengeButton({ id, title }: { id: string; title: string }) {
  const exporting = useMutation({
    mutationFn: () => call(ROUTES.admin.exportChallenge, { params: { id } }),
    onSuccess: (archive) => {
      const blob = new Blob([`${JSON.stringify(archive, null, 2)}\n`], { type: "application/json" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = `${archive.slug}.challenge.json`;
      link.click();
      window.setTimeout(() => URL.revokeObjectURL(link.href), 0);
    },
    onError: (error) =>
      toast({ title: "Export failed", description: errorMessage(error, "Could not export"), variant: "destructive" }),
  });
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Export ${title}`}
      disabled={exporting.isPending}
      onClick={() => exporting.mutate()}
      data-testid={`button-export-${id}`}
    >
      <Download className="size-4" aria-hidden />
    </Button>
  );
}

/** Reads the chosen files as archives; a file that is not one is refused here, naming it. */
async function readArchives(files: File[]): Promise<TChallengeArchive[]> {
  return Promise.all(
    files.map(async (file) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        throw new Error(`${file.name} is not a challenge archive (not JSON)`);
      }
      const archive = ZChallengeArchive.safeParse(parsed);
      if (!archive.success) {
        const issue = archive.error.issues[0];
        throw new Error(`${file.name} is not a challenge archive: ${issue?.message ?? "unknown shape"}`);
      }
      return archive.data;
    }),
  );
}

/**
 * Imports one or many archives: the server proves each in the sandbox (references on every test,
 * naive solutions out of time) and publishes them only if all pass. "Replace" updates a challenge
 * of the same slug instead of refusing the archive.
 */
export function ImportChallengesButton() {
  const input = useRef<HTMLInputElement>(null);
  const [replace, setReplace] = useState(false);
  const replaceId = useId();
  const importing = useMutation({
    mutationFn: async (files: File[]) =>
      call(ROUTES.admin.importChallenges, { body: { archives: await readArchives(files), replace } }),
    onSuccess: ({ imported }) => {
      void refreshAfterAdminChange("challenges");
      toast({
        title: `Imported ${countOf(imported.length, "challenge")}`,
        description: imported.map((c) => `${c.title} (${c.created ? "new" : "replaced"})`).join(", "),
      });
    },
    onError: (error) =>
      toast({ title: "Import failed", description: errorMessage(error, "Could not import"), variant: "destructive" }),
  });
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={replaceId} className="flex items-center gap-2 text-sm">
        <input
          id={replaceId}
          type="checkbox"
          className="size-4 accent-primary"
          checked={replace}
          onChange={(e) => setReplace(e.target.checked)}
          data-testid="checkbox-import-replace"
        />
        Replace existing
      </label>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        multiple
        hidden
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length > 0) importing.mutate(files);
        }}
        data-testid="input-import-files"
      />
      <Button
        variant="outline"
        disabled={importing.isPending}
        onClick={() => input.current?.click()}
        data-testid="button-import-challenges"
      >
        <Upload className="size-4" aria-hidden />
        {importing.isPending ? "Importing..." : "Import"}
      </Button>
    </div>
  );
}
