import { SIGNATURE_TYPES, type TSignatureType } from "@cp/contracts";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, type TSelectOption } from "@/components/ui/select";
import { Field, FormSection, invalidProps } from "../form-parts";
import { rowKey, type TSignatureDraft } from "./challenge-draft";

const TYPE_OPTIONS: readonly TSelectOption[] = SIGNATURE_TYPES.map((t) => ({ value: t, label: t }));

/**
 * The function the learner writes: a camelCase method name, typed parameters (the judge's own
 * type set) and a return type. Test inputs name these parameters; starter code is made from it.
 */
export function SignatureEditor({
  value,
  onChange,
  error,
}: {
  value: TSignatureDraft;
  onChange: (next: TSignatureDraft) => void;
  /** Why a save was refused because of the signature, shown at the method name. */
  error?: string;
}) {
  const setParam = (index: number, patch: Partial<TSignatureDraft["params"][number]>) =>
    onChange({ ...value, params: value.params.map((p, i) => (i === index ? { ...p, ...patch } : p)) });

  return (
    <FormSection
      title="Function signature"
      description="camelCase names, e.g. twoSum(nums: int[], target: int) → int[]. Test inputs use the parameter names."
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="input-signature-name" label="Method name" error={error}>
          <Input
            id="input-signature-name"
            {...invalidProps("input-signature-name", error)}
            value={value.name}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
            placeholder="twoSum"
            autoComplete="off"
            spellCheck={false}
            data-testid="input-signature-name"
          />
        </Field>
        <Field id="select-return-type" label="Return type">
          <Select
            id="select-return-type"
            value={value.returns}
            onValueChange={(returns) => onChange({ ...value, returns: returns as TSignatureType })}
            options={TYPE_OPTIONS}
            data-testid="select-return-type"
          />
        </Field>
      </div>
      <ol className="grid gap-2" aria-label="Parameters">
        {value.params.map((param, index) => (
          <li key={param.key} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
            <Field id={`input-param-name-${index}`} label={`Parameter ${index + 1}`}>
              <Input
                id={`input-param-name-${index}`}
                value={param.name}
                onChange={(e) => setParam(index, { name: e.target.value })}
                placeholder={index === 0 ? "nums" : "target"}
                autoComplete="off"
                spellCheck={false}
                data-testid={`input-param-name-${index}`}
              />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              className="sm:order-last"
              aria-label={`Remove parameter ${index + 1}`}
              disabled={value.params.length === 1}
              onClick={() => onChange({ ...value, params: value.params.filter((_, i) => i !== index) })}
              data-testid={`button-remove-param-${index}`}
            >
              <X className="size-4" aria-hidden />
            </Button>
            <Select
              className="col-span-2 sm:col-span-1"
              aria-label={`Parameter ${index + 1} type`}
              value={param.type}
              onValueChange={(type) => setParam(index, { type: type as TSignatureType })}
              options={TYPE_OPTIONS}
              data-testid={`select-param-type-${index}`}
            />
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => onChange({ ...value, params: [...value.params, { key: rowKey(), name: "", type: "int" }] })}
        data-testid="button-add-param"
      >
        <Plus className="size-4" aria-hidden />
        Add parameter
      </Button>
    </FormSection>
  );
}
