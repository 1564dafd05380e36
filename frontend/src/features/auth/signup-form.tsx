import { ZSignupRequest } from "@cp/contracts";
import { type FormEvent, useState } from "react";
import { useSignup } from "@/app/session";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { fieldErrorsOf } from "./field-errors";
import { FormField } from "./form-field";
import { RateLimitNotice } from "./rate-limit-notice";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

export function SignupForm() {
  const signup = useSignup();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fullName = text(form, "fullName").trim();
    // The same schema the server validates with, so messages match what it would answer.
    const parsed = ZSignupRequest.safeParse({
      username: text(form, "username"),
      password: text(form, "password"),
      email: text(form, "email").trim(),
      fullName: fullName || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    signup.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign Up">
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        placeholder="At least 3 characters"
        error={errors.username}
        data-testid="input-signup-username"
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="At least 6 characters"
        error={errors.password}
        data-testid="input-signup-password"
      />
      <FormField
        label="Email"
        hint="Optional"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email}
        data-testid="input-signup-email"
      />
      <FormField
        label="Full name"
        hint="Optional"
        name="fullName"
        autoComplete="name"
        placeholder="Ada Lovelace"
        error={errors.fullName}
        data-testid="input-signup-fullname"
      />
      <RateLimitNotice error={signup.error} testId="notice-signup-rate-limited" />
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        disabled={signup.isPending}
        data-testid="button-signup-submit"
      >
        {signup.isPending ? (
          <Spinner label="Creating account..." inheritColor className="text-current" />
        ) : (
          "Create Account"
        )}
      </Button>
    </form>
  );
}
