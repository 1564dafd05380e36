import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/** Reset asks first: it throws away the learner's code for this language. */
export function ResetButton({
  language,
  onConfirm,
  disabled,
}: {
  language: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} disabled={disabled} data-testid="button-reset">
        <RotateCcw className="size-4" aria-hidden />
        Reset
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your code?</DialogTitle>
          <DialogDescription>
            Your {language} code is replaced by the starter code and the test results are cleared. This cannot be
            undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose>Cancel</DialogClose>
          <Button
            variant="destructive"
            data-testid="button-confirm-reset"
            onClick={() => {
              onConfirm();
              setOpen(false);
            }}
          >
            Reset code
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
