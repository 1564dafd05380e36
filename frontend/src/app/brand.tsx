import { Code2 } from "lucide-react";
import { Link } from "react-router";

export const PRODUCT_NAME = "CodePractice";

export function Brand({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={`${PRODUCT_NAME} home`}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground shadow-sm">
        <Code2 className="size-[18px]" aria-hidden />
      </span>
      <span className="text-[15px]">{PRODUCT_NAME}</span>
    </Link>
  );
}
