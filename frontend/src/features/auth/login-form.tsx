import { ZLoginRequest } from "@cp/contracts";
import { type FormEvent, useState } from "react";
import { useLogin } from "@/app/session";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { fieldErrorsOf } from "./field-errors";
import { FormField } from "./form-field";
import { RateLimitNotice } from "./rate-limit-notice";

export function LoginForm() {
  const login = useLogin();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = ZLoginRequest.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Login">
      <FormField
        label="Username"
        name="username"
        autoComplete="username"
        placeholder="Your username"
        error={errors.username}
        data-testid="input-login-username"
      />
      <FormField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password}
        data-testid="input-login-password"
      />
      <RateLimitNotice error={login.error} testId="notice-login-rate-limited" />
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        disabled={login.isPending}
        data-testid="button-login-submit"
      >
        {login.isPending ? <Spinner label="Logging in..." inheritColor className="text-current" /> : "Login"}
      </Button>
    </form>
  );
}
