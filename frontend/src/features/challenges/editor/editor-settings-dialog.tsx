import { Settings } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FONT_SIZES, KEYMAPS, TAB_SIZES, type TEditorSettings, type TKeymap, type TTabSize } from "./editor-settings";

const KEYMAP_LABELS: Record<TKeymap, string> = { standard: "Standard", vim: "Vim", emacs: "Emacs" };
const tabSizeLabel = (size: TTabSize) => (size === "auto" ? "Auto" : String(size));

/**
 * The gear button of the editor toolbar and its dialog: font size, tab size and key bindings,
 * each applied to the editor as soon as it is picked (no Save step to forget).
 */
export function EditorSettingsButton({
  settings,
  onChange,
}: {
  settings: TEditorSettings;
  onChange: (patch: Partial<TEditorSettings>) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Editor settings"
        aria-haspopup="dialog"
        title="Editor settings"
        onClick={() => setOpen(true)}
        data-testid="button-editor-settings"
      >
        <Settings className="size-4" aria-hidden />
      </Button>
      <DialogContent data-testid="dialog-editor-settings">
        <DialogHeader>
          <DialogTitle>Editor settings</DialogTitle>
          <DialogDescription>Kept in this browser for your account, on every challenge.</DialogDescription>
        </DialogHeader>
        <ChoiceGroup
          legend="Font size"
          name="font-size"
          value={String(settings.fontSize)}
          options={FONT_SIZES.map((size) => ({ value: String(size), label: `${size}` }))}
          onChange={(value) => onChange({ fontSize: Number(value) })}
        />
        <ChoiceGroup
          legend="Tab size (spaces)"
          name="tab-size"
          value={String(settings.tabSize)}
          options={TAB_SIZES.map((size) => ({ value: String(size), label: tabSizeLabel(size) }))}
          onChange={(value) => onChange({ tabSize: value === "auto" ? "auto" : (Number(value) as TTabSize) })}
          hint="Auto follows the indentation of the code in the editor."
        />
        <ChoiceGroup
          legend="Key bindings"
          name="keymap"
          value={settings.keymap}
          options={KEYMAPS.map((keymap) => ({ value: keymap, label: KEYMAP_LABELS[keymap] }))}
          onChange={(value) => onChange({ keymap: value as TKeymap })}
          hint="Vim and Emacs show their mode and pending keys on a line under the code."
        />
      </DialogContent>
    </Dialog>
  );
}

/** A row of radio buttons drawn as a segmented control (arrow keys move between them natively). */
function ChoiceGroup({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
}: {
  legend: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (value: string) => void;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={hint ? hintId : undefined} data-testid={`group-${name}`}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex-1 cursor-pointer rounded-md px-2.5 py-1.5 text-center text-sm whitespace-nowrap text-muted-foreground transition hover:text-foreground has-checked:bg-background has-checked:font-medium has-checked:text-foreground has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
              data-testid={`radio-${name}-${option.value}`}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
